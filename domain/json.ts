/**
 * The type a value has once it went through JSON.stringify and back: dates become their ISO text,
 * functions and `undefined` drop out (a key that may hold `undefined` becomes optional). The web app
 * reads every response as `Jsonified<ServerType>` of the type the server exports next to the code
 * that builds it (decision 0050). Imports nothing, so any layer may use it.
 */
export type Jsonified<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends (...args: never[]) => unknown
      ? never
      : T extends readonly (infer Item)[]
        ? Jsonified<Item>[]
        : T extends object
          ? JsonObject<T>
          : T;

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

type JsonObject<T> = {
  [K in keyof T as K extends OptionalKeys<T> ? never : K]: Jsonified<T[K]>;
} & {
  [K in keyof T as K extends OptionalKeys<T> ? K : never]?: Jsonified<Exclude<T[K], undefined>>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;
