// The ceiling: the smallest possible Bun HTTP server, in its own process. Prints its port.
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('Hello, world!') });
console.log(`listening ${server.port}`);
