import type { BankQuestion } from './question.ts';

export const mediumQuestions: BankQuestion[] = [
  {
    question: "How often does Bitcoin's block subsidy halve?",
    options: ['Every 52,560 blocks', 'Every 100,000 blocks', 'Every 210,000 blocks', 'Every 2,016 blocks'],
    correctAnswer: 2,
    explanation:
      'At ten-minute blocks, 210,000 blocks take roughly four years; the subsidy started at 50 BTC and fell to 3.125 BTC at the April 2024 halving.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: "How often does Bitcoin's mining difficulty adjust?",
    options: ['Every block', 'Every 2,016 blocks', 'Every 210,000 blocks', 'Once per calendar month'],
    correctAnswer: 1,
    explanation:
      "2,016 blocks at ten minutes each is about two weeks; if the last period's blocks came faster than that, difficulty rises, and if slower, it falls.",
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What does UTXO stand for?',
    options: [
      'Unverified transaction origin',
      'User transfer execution operation',
      'Universal token exchange order',
      'Unspent transaction output',
    ],
    correctAnswer: 3,
    explanation:
      "Bitcoin keeps no account balances on-chain: a wallet's balance is the sum of the UTXOs it can spend, and each transaction consumes whole UTXOs and creates new ones, often including change.",
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'For how many blocks must a Bitcoin coinbase output mature before it can be spent?',
    options: ['6 blocks', '100 blocks', '2,016 blocks', '10 blocks'],
    correctAnswer: 1,
    explanation:
      'A block can be orphaned in a reorganization, which erases its reward; the maturity rule stops those coins from spreading through the economy before that risk has passed.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question:
      'Which 2017 Bitcoin soft fork moved signatures out of the transaction ID calculation, fixing malleability?',
    options: ['CheckLockTimeVerify', 'Pay-to-Script-Hash (P2SH)', 'Segregated Witness (SegWit)', 'Taproot'],
    correctAnswer: 2,
    explanation:
      'SegWit activated in August 2017; because signatures no longer affect the txid, chains of unconfirmed transactions can be built safely, which payment channels such as Lightning depend on.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: "Which newspaper's headline did Satoshi embed in Bitcoin's genesis block?",
    options: ['The New York Times', 'The Financial Times', 'The Times', 'The Wall Street Journal'],
    correctAnswer: 2,
    explanation:
      "The coinbase text reads 'The Times 03/Jan/2009 Chancellor on brink of second bailout for banks', proving the block was not mined before that date and hinting at Bitcoin's motivation.",
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What does Replace-by-Fee (RBF) allow?',
    options: [
      'Reclaiming part of the fee from miners afterwards',
      'Swapping an unconfirmed transaction for a higher-fee one',
      'Reversing a confirmed transaction before six blocks pass',
      'Splitting the fee between the sender and the receiver',
    ],
    correctAnswer: 1,
    explanation:
      'RBF, described in BIP-125, lets a stuck transaction be bumped; because the replacement can also send funds elsewhere, merchants should not treat unconfirmed payments as final.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What is the Child-Pays-For-Parent (CPFP) technique?',
    options: [
      'Spending a stuck output with a high fee so both confirm',
      'Asking a mining pool to refund the original fee',
      'Having the recipient prepay the fee to the miner',
      'Splitting a large transaction into several smaller ones',
    ],
    correctAnswer: 0,
    explanation:
      "Miners evaluate the combined fee rate of parent and child, so a receiver can speed up a low-fee payment even though they cannot replace the sender's transaction.",
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'On Bitcoin mainnet, which prefix indicates a native SegWit (Bech32) address?',
    options: ['bc1', '0x', '3', '1'],
    correctAnswer: 0,
    explanation:
      "Addresses starting with 1 are legacy P2PKH and those starting with 3 are P2SH, while 0x is Ethereum's format; Bech32 uses only lowercase letters and digits and has strong error detection.",
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'Which cryptocurrency was created by an August 2017 hard fork of Bitcoin over the block size debate?',
    options: ['Litecoin', 'Dogecoin', 'Bitcoin SV', 'Bitcoin Cash'],
    correctAnswer: 3,
    explanation:
      'Bitcoin Cash split off on 1 August 2017 with a larger block size limit; Bitcoin SV later split from Bitcoin Cash in November 2018.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What is a Bitcoin mining pool?',
    options: [
      'A fund that buys mining hardware on behalf of users',
      'A group of nodes that jointly stores the mempool',
      'A reserve of bitcoin kept aside for paying fees',
      'Miners pooling hash power and sharing the rewards',
    ],
    correctAnswer: 3,
    explanation:
      'Pools smooth out income: a small solo miner might wait years to find a block, while pool members receive regular payouts in proportion to the shares they submit.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: "Under EIP-1559, what happens to each block's base fee?",
    options: [
      'It is paid to the block proposer',
      'It is burned',
      'It is refunded to the sender',
      'It goes to the Ethereum Foundation',
    ],
    correctAnswer: 1,
    explanation:
      'Burning the base fee removes ETH from circulation and stops proposers from profiting by manipulating it; users add a separate priority fee that does go to the proposer. EIP-1559 went live in the London upgrade in August 2021.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'Which 2023 upgrade enabled withdrawals of staked ETH?',
    options: ['London (EIP-1559)', 'Dencun (Cancun/Deneb)', 'Shapella (Shanghai/Capella)', 'Pectra (Prague/Electra)'],
    correctAnswer: 2,
    explanation:
      'Before April 2023, ETH deposited for staking could not be withdrawn at all; Shapella enabled both automatic partial withdrawals of rewards and full validator exits.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: "How many slots make up one epoch in Ethereum's proof-of-stake consensus?",
    options: ['64', '12', '32', '100'],
    correctAnswer: 2,
    explanation:
      'Each slot lasts 12 seconds, so an epoch is 6.4 minutes; within each epoch every active validator is assigned to attest once.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What did EIP-4844 (proto-danksharding) add to Ethereum?',
    options: [
      'A higher maximum size for smart contract code',
      'Blobs: cheap, temporary data space for rollups',
      'Private transactions for all users by default',
      'A second native currency for paying fees',
    ],
    correctAnswer: 1,
    explanation:
      'Blob data is kept by consensus nodes for only about 18 days and priced in its own fee market, which sharply lowered rollup fees after the Dencun upgrade in March 2024.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is an externally owned account (EOA) on Ethereum?',
    options: [
      'A smart contract that holds funds on behalf of others',
      'An account on a different blockchain',
      'An account held by a company outside the blockchain',
      'An account controlled by a private key, not by code',
    ],
    correctAnswer: 3,
    explanation:
      'Every transaction originates from an EOA; contract accounts execute only when called. Account abstraction efforts aim to give wallets programmable logic such as social recovery.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What does the ERC-20 approve function do?',
    options: [
      'Registers a token so exchanges can list it',
      'Confirms that you accept an incoming token transfer',
      'Locks your tokens so they cannot be moved by anyone',
      'Allows another address to spend some of your tokens',
    ],
    correctAnswer: 3,
    explanation:
      'DEXs and other contracts use approve together with transferFrom to pull tokens on your behalf; the allowance stays in place until it is used up or changed.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: "When did Ethereum's Beacon Chain launch?",
    options: ['December 2020', 'September 2022', 'April 2023', 'July 2015'],
    correctAnswer: 0,
    explanation:
      'The Beacon Chain ran proof-of-stake consensus in parallel for almost two years without processing user transactions, before The Merge joined it with the execution layer.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: "Which blockchain continued Ethereum's original, unforked history after the 2016 DAO hack?",
    options: ['Gnosis Chain', 'Ethereum PoW (ETHW)', 'Ethereum Classic', 'Polygon PoS'],
    correctAnswer: 2,
    explanation:
      'Most of the community hard-forked to return the roughly 3.6 million drained ETH to investors; those who rejected the intervention kept the original chain running as Ethereum Classic.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: "What does an Ethereum account's nonce track?",
    options: [
      'The count of transactions sent from that account',
      "The account's current ETH balance in wei",
      'The number of different tokens the account holds',
      'The proof-of-work difficulty for the next block',
    ],
    correctAnswer: 0,
    explanation:
      "Each transaction must use the next nonce in sequence, which orders an account's transactions and prevents the same signed transaction from being replayed.",
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'How much gas does a plain ETH transfer between two EOAs cost?',
    options: ['2,300', '100,000', '1,000', '21,000'],
    correctAnswer: 3,
    explanation:
      '21,000 is the base cost of every transaction; calldata, contract execution and storage writes add more. The 2,300 figure is the gas stipend Solidity forwards with transfer().',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'Which action can get an Ethereum validator slashed?',
    options: [
      'Signing two different blocks for one slot',
      'Running the validator client on a home laptop',
      'Going offline for a few hours during an upgrade',
      'Withdrawing staking rewards too frequently',
    ],
    correctAnswer: 0,
    explanation:
      'Slashing punishes provably malicious behavior, such as double proposals or contradictory attestations, by burning stake and ejecting the validator; merely being offline costs only small penalties.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'Which formula does a Uniswap v2-style automated market maker maintain?',
    options: ['x^2 + y^2 = k', 'x / y = k', 'x + y = k', 'x * y = k'],
    correctAnswer: 3,
    explanation:
      'The product of the two reserves must stay constant (before fees), so buying a token makes it progressively more expensive as its reserve shrinks.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is slippage in a token swap?',
    options: [
      'The gas refunded when a trade fails',
      'The fee paid to liquidity providers on each swap',
      'The time it takes a swap to be confirmed',
      'The gap between expected and executed price',
    ],
    correctAnswer: 3,
    explanation:
      'Slippage grows with trade size relative to pool liquidity and with market movement; a slippage tolerance makes the swap revert if the price moves beyond it.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is impermanent loss for a liquidity provider?',
    options: [
      'Underperformance vs. holding when prices diverge',
      'The gas spent to add and remove liquidity',
      'A temporary delay before liquidity can be withdrawn',
      'A loss from a hack that is later refunded by the team',
    ],
    correctAnswer: 0,
    explanation:
      'It is called impermanent because it disappears if prices return to their original ratio; if the provider withdraws at a different ratio, the loss becomes real.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is a flash loan?',
    options: [
      'A short-term loan secured by NFTs as collateral',
      'An unsecured loan repaid within the same transaction',
      'A loan that renews automatically with every new block',
      'A bank loan approved instantly through an app',
    ],
    correctAnswer: 1,
    explanation:
      'If the amount plus fee is not returned before the transaction ends, the entire transaction reverts, so the lender takes no credit risk; flash loans fund arbitrage, collateral swaps and sometimes attacks.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'In a DeFi lending protocol, what triggers a liquidation?',
    options: [
      'The borrower missing a scheduled monthly payment',
      "A rise in the protocol's governance token price",
      'The loan reaching its fixed one-year maturity date',
      'Collateral value dropping too low versus the debt',
    ],
    correctAnswer: 3,
    explanation:
      'Once a position crosses the liquidation threshold, anyone can repay part of the debt and seize collateral at a discount, which keeps the protocol solvent.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'How is DAI, originally launched by MakerDAO, created?',
    options: [
      'An algorithm mints it whenever the price rises',
      'Users lock collateral in a vault and mint it',
      'Miners receive it as part of each block reward',
      'Circle issues it in exchange for bank deposits',
    ],
    correctAnswer: 1,
    explanation:
      "Each vault must stay overcollateralized and pays a stability fee; if the collateral's value falls too far, the vault is liquidated to keep DAI fully backed.",
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What key feature did Uniswap v3 introduce?',
    options: [
      'Concentrated liquidity in custom price ranges',
      'On-chain order books for placing limit orders',
      'Cross-chain swaps without any bridges',
      'Zero trading fees for stablecoin pairs',
    ],
    correctAnswer: 0,
    explanation:
      'Focusing capital where trading happens lets providers earn more fees per dollar, but a position stops earning and ends up entirely in one token once the price leaves its range.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What role does a price oracle play in DeFi?',
    options: [
      'Setting the gas price for the whole network',
      "Storing users' private keys in secure enclaves off-chain",
      'Feeding off-chain data such as prices to contracts',
      'Mining new blocks and ordering transactions',
    ],
    correctAnswer: 2,
    explanation:
      'Blockchains cannot fetch outside data themselves, so lending and derivatives protocols rely on oracle networks such as Chainlink; a faulty feed can trigger unfair liquidations.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is the difference between APR and APY?',
    options: [
      'APR includes compounding; APY does not',
      'APY includes compounding; APR does not',
      'APY is always lower than APR',
      'They are two names for the same rate',
    ],
    correctAnswer: 1,
    explanation:
      'A 100% APR compounded daily equals an APY of roughly 171%, so a protocol quoting APY can look far more generous than one quoting APR for the same underlying rate.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is Wrapped Bitcoin (WBTC)?',
    options: [
      'An ERC-20 token backed 1:1 by custodied BTC',
      'A fork of Bitcoin that adds smart contracts',
      'Bitcoin stored inside a sealed hardware wallet',
      'A Bitcoin layer 2 network of payment channels',
    ],
    correctAnswer: 0,
    explanation:
      'Wrapping lets BTC be used in Ethereum DeFi, but holders must trust the custodian to keep the bitcoin in reserve and honor redemptions.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What do liquid staking protocols such as Lido give depositors?',
    options: [
      'Voting control over Ethereum upgrades',
      'Ownership of validator hardware',
      'A tradable token representing their staked ETH',
      'Guaranteed protection against any slashing losses',
    ],
    correctAnswer: 2,
    explanation:
      'Tokens like stETH accrue staking rewards while remaining usable in DeFi, although they can trade below the value of ETH during periods of market stress.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What does a stop-loss order do?',
    options: [
      'Guarantees a sale at exactly the trigger price',
      'Sells automatically once the price hits a trigger',
      'Prevents the exchange from ever liquidating you',
      'Blocks any further buying once you are at a loss',
    ],
    correctAnswer: 1,
    explanation:
      'A standard stop-loss becomes a market order when triggered, so in a fast crash it can fill well below the trigger price.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What risk does a stop-limit order carry that a stop-market order does not?',
    options: [
      'It triggers on every small price move',
      'It may not fill if price gaps past the limit',
      'It always fills at a worse price than a market order',
      'It cannot be cancelled once placed',
    ],
    correctAnswer: 1,
    explanation:
      'Once triggered, a stop-limit places a limit order; if the market moves through the limit price quickly, the order sits unfilled while the position keeps losing.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'Using 10x leverage, roughly what adverse price move would wipe out your initial margin, ignoring fees?',
    options: ['90%', '10%', '1%', '50%'],
    correctAnswer: 1,
    explanation:
      'With 10x leverage the position is ten times your margin, so a 10% move against you equals 100% of the margin; exchanges usually liquidate even earlier to cover maintenance margin.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'In perpetual futures, what is the purpose of the funding rate?',
    options: [
      'Keeping the contract price close to spot',
      'Rewarding traders who hold positions for longer',
      "Covering the exchange's operating costs",
      'Setting the maximum leverage allowed per trader',
    ],
    correctAnswer: 0,
    explanation:
      'Perpetual contracts never expire, so periodic payments between long and short holders create the incentive that pulls the contract back toward the underlying index price.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: "What does it mean to 'short' an asset?",
    options: [
      'Selling borrowed coins to profit from a drop',
      'Holding a coin for only a short period of time',
      'Buying just before an expected rise',
      'Trading only in small amounts',
    ],
    correctAnswer: 0,
    explanation:
      'A short seller sells first and buys back later; because prices can rise without limit, losses on an unhedged short are theoretically unbounded.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: "On an exchange, who is a 'maker'?",
    options: [
      'The company that runs the exchange',
      'A trader whose order fills instantly against the book',
      'A trader whose resting order adds liquidity to the book',
      'A miner that confirms exchange withdrawals',
    ],
    correctAnswer: 2,
    explanation:
      'Takers remove liquidity by matching existing orders; many exchanges charge makers lower fees, or even pay rebates, to encourage deeper order books.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is the bid-ask spread?',
    options: [
      'The fee an exchange charges per trade',
      'The gap between spot and futures prices',
      'The gap between the best bid and the best ask',
      'The difference between the daily high and low',
    ],
    correctAnswer: 2,
    explanation:
      'A tight spread signals a liquid market; buying at the ask and immediately selling at the bid loses the spread, an implicit cost on every round trip.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is arbitrage?',
    options: [
      'Spreading money across many coins to cut risk',
      'Holding assets through a full bull and bear cycle',
      'Using leverage to amplify an existing trend',
      'Exploiting price gaps for one asset across markets',
    ],
    correctAnswer: 3,
    explanation:
      'Arbitrageurs buy where an asset is cheaper and sell where it is dearer, and in doing so they push prices on different venues back into line.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'On a candlestick chart, what do the wicks (shadows) show?',
    options: [
      "The period's opening and closing prices",
      'The average price of the period',
      'The trading volume of the period',
      "The period's highest and lowest prices",
    ],
    correctAnswer: 3,
    explanation:
      'The thick body spans the open and close, while the wicks extend to the extremes; a long lower wick means sellers pushed the price down but buyers bid it back up.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What does a Relative Strength Index (RSI) reading above 70 conventionally suggest?',
    options: [
      'The asset may be overbought',
      'The asset may be oversold',
      'Trading volume is unusually low',
      'A trend reversal is guaranteed',
    ],
    correctAnswer: 0,
    explanation:
      'RSI ranges from 0 to 100 and compares the size of recent gains with recent losses; readings above 70 or below 30 are only signals, and strong trends can stay overbought for a long time.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: "What is a 'golden cross' in technical analysis?",
    options: [
      'Two exchanges listing a coin on the same day',
      'A long-term moving average crossing above a short-term one',
      'A short-term moving average crossing above a long-term one',
      'A price reaching a new all-time high',
    ],
    correctAnswer: 2,
    explanation:
      'The classic example is the 50-day moving average crossing above the 200-day; the opposite, a short average falling below a long one, is called a death cross.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'How many words are in the BIP-39 English mnemonic wordlist?',
    options: ['1,024', '1,626', '4,096', '2,048'],
    correctAnswer: 3,
    explanation:
      '2,048 is 2^11, so each word encodes 11 bits; a 12-word phrase therefore carries 128 bits of entropy plus a short checksum.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: "What does adding a BIP-39 passphrase (often called a '25th word') do?",
    options: [
      'It lets you recover the seed if words are lost',
      'It makes the seed phrase shorter',
      'It derives an entirely different wallet',
      'It encrypts the blockchain data for that address',
    ],
    correctAnswer: 2,
    explanation:
      'Someone who finds your words but not the passphrase sees only an empty or decoy wallet; however, forgetting the passphrase makes the funds unrecoverable.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'In a 2-of-3 multisig wallet, what is required to spend funds?',
    options: [
      'Two signatures from the same key',
      'Any two of the three keys',
      'Signatures from all three keys',
      'One signature plus a password',
    ],
    correctAnswer: 1,
    explanation:
      'Multisig removes single points of failure: losing one key does not lock the funds, and stealing one key is not enough to move them.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'Why is it recommended to revoke unused unlimited token approvals?',
    options: [
      'A compromised contract could still drain the tokens',
      'They expire and then lock your tokens in place',
      'They slowly consume your ETH to pay for gas',
      'They make your wallet address visible to the public',
    ],
    correctAnswer: 0,
    explanation:
      'An approval stays valid indefinitely, even years later; approval-checker tools on block explorers let you set allowances back to zero.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is an address poisoning attack?',
    options: [
      'Flooding a node with invalid transactions until it crashes',
      "Changing a wallet's seed phrase remotely",
      "Registering a domain name similar to an exchange's",
      'Planting look-alike addresses in your transaction history',
    ],
    correctAnswer: 3,
    explanation:
      'Attackers generate addresses sharing the first and last characters of one you use; always verify the full address rather than copying it from transaction history.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What does BIP-32 define?',
    options: [
      'The Bech32 address format used by native SegWit outputs',
      'Hierarchical deterministic (HD) key derivation',
      'The 2,048-word mnemonic wordlist for seeds',
      'The Replace-by-Fee transaction policy',
    ],
    correctAnswer: 1,
    explanation:
      'With HD derivation one backup covers all future addresses, and an extended public key (xpub) can generate receiving addresses without exposing any private key.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: "What is 'blind signing' on a wallet?",
    options: [
      'Signing a message without revealing your address',
      "Approving a transaction the wallet can't decode",
      'Letting a third party sign on your behalf',
      'Signing with a key that has never been online',
    ],
    correctAnswer: 1,
    explanation:
      'If you only see raw hex data, you cannot tell a harmless action from a transfer of all your assets; clear signing shows decoded parameters before you approve.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: "What can an attacker with a majority of a proof-of-work network's hash rate do?",
    options: [
      'Reorganize recent blocks to double-spend',
      'Steal coins from any address on the network',
      'Change the total supply cap',
      "Read users' private keys",
    ],
    correctAnswer: 0,
    explanation:
      'A 51% attacker can rewrite recent history and censor transactions, but cannot forge signatures, so coins at addresses they do not control remain safe from direct theft.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: "What is a 'dusting attack'?",
    options: [
      'Stealing tiny fractions of a coin from every user',
      'Overloading a node with many small files',
      'Sending tiny amounts to trace and link addresses',
      'Slowly draining a wallet through inflated fees',
    ],
    correctAnswer: 2,
    explanation:
      'If the victim later spends the dust together with other coins, the combined inputs help analysts link their addresses; many wallets let you freeze unwanted UTXOs.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: "What is a 'honeypot' token scam?",
    options: [
      'An exchange listing that charges no trading fees',
      'A token paying unusually high staking rewards',
      'A token you can buy but are blocked from selling',
      'A wallet that hides coins in a secret folder',
    ],
    correctAnswer: 2,
    explanation:
      'The code may restrict transfers to whitelisted addresses or impose huge sell taxes; simulating a sale or reading the verified source before buying helps avoid the trap.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'Which Bitcoin exchange collapsed in 2014 after losing hundreds of thousands of bitcoins?',
    options: ['QuadrigaCX', 'FTX', 'Bitfinex', 'Mt. Gox'],
    correctAnswer: 3,
    explanation:
      "Once handling most of the world's bitcoin trading, Tokyo-based Mt. Gox filed for bankruptcy in February 2014; creditor repayments took about a decade to begin.",
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What does the Merkle root in a Bitcoin block header commit to?',
    options: [
      'The list of connected nodes',
      "The previous block's miner",
      'The total bitcoin supply',
      'All the transactions in the block',
    ],
    correctAnswer: 3,
    explanation:
      'Transaction hashes are paired and hashed repeatedly into one root, so proving a transaction is in a block needs only a logarithmic number of hashes rather than the whole block.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'Which elliptic curve do Bitcoin and Ethereum use for transaction signatures?',
    options: ['secp256k1', 'BLS12-381', 'Curve25519', 'P-256 (secp256r1)'],
    correctAnswer: 0,
    explanation:
      'secp256k1 is a Koblitz curve whose special structure allows efficient computation; Satoshi chose it when it was rarely used, and Ethereum later adopted the same curve.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'Which hash function does Ethereum use for addresses and most of its hashing?',
    options: ['RIPEMD-160', 'BLAKE2b', 'SHA-256', 'Keccak-256'],
    correctAnswer: 3,
    explanation:
      'Ethereum adopted Keccak before NIST finalized SHA-3 with different padding, so Keccak-256 and the official SHA3-256 give different outputs for the same input.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'Why do withdrawals from optimistic rollups to Ethereum typically take about a week?',
    options: [
      'A challenge window allows fraud proofs',
      'Validators must vote on each withdrawal',
      'Bridges process funds in weekly batches',
      'Ethereum limits withdrawals to one per week',
    ],
    correctAnswer: 0,
    explanation:
      'Optimistic rollups assume batches are valid unless someone proves otherwise within the window; third-party liquidity bridges can offer faster exits for a fee.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'How do ZK-rollups convince Ethereum that their state updates are correct?',
    options: [
      'By having Ethereum re-execute every transaction',
      'By having the sequencer sign each new state',
      'By posting validity proofs checked on L1',
      'By getting approval from a trusted committee',
    ],
    correctAnswer: 2,
    explanation:
      'A succinct proof shows the whole batch was executed correctly, so once the proof is verified on-chain no fraud window is needed before withdrawals.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What distinguishes a soft fork from a hard fork?',
    options: [
      'Soft forks tighten rules, so old nodes still follow',
      'A soft fork only changes wallet software, not nodes',
      'A hard fork always creates a new coin and ticker',
      'A soft fork can be undone; a hard fork cannot',
    ],
    correctAnswer: 0,
    explanation:
      'Because soft-fork blocks remain valid under the old rules, non-upgraded nodes keep following the chain; a hard fork loosens or changes rules, so old nodes reject the new blocks.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: "In Bitcoin mining, what is the block header's nonce field used for?",
    options: [
      "It stores the miner's payout address",
      "It records the block's height",
      'Miners vary it to search for a valid hash',
      'It counts how many transactions the block holds',
    ],
    correctAnswer: 2,
    explanation:
      "The nonce is only 32 bits, so modern miners exhaust it quickly and also vary the timestamp or the coinbase transaction's extra data to get fresh hashes.",
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'How does a Simplified Payment Verification (SPV) client check that a transaction was confirmed?',
    options: [
      'By downloading and validating every block',
      "By trusting the sender's signature alone",
      'Using block headers and a Merkle proof',
      "By querying a single exchange's API",
    ],
    correctAnswer: 2,
    explanation:
      'SPV was described in the Bitcoin whitepaper; the 80-byte headers let a client verify proof of work and inclusion, though it trusts that most hash power enforces the full rules.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'Classic Byzantine fault tolerant consensus can tolerate at most what share of faulty nodes?',
    options: ['Fewer than one half', 'Fewer than one third', 'Fewer than one tenth', 'Fewer than two thirds'],
    correctAnswer: 1,
    explanation:
      'With n ≥ 3f + 1 nodes, any two voting quorums overlap in at least one honest node, which prevents conflicting decisions; protocols like PBFT and Tendermint rely on this bound.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a stale (orphaned) block?',
    options: [
      'A block rejected because it has invalid transactions',
      'The very first block of a chain',
      'A block that no node has downloaded',
      'A valid block left off the main chain after a race',
    ],
    correctAnswer: 3,
    explanation:
      'When two miners find blocks almost simultaneously, nodes converge on the branch that gains more work, and transactions from the losing block return to the mempool if not already included.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'Which encoding do legacy Bitcoin addresses use, omitting look-alike characters such as 0, O, I and l?',
    options: ['Hexadecimal', 'Base58Check', 'Base64', 'Bech32'],
    correctAnswer: 1,
    explanation:
      'Base58Check adds a four-byte checksum so most typos are caught; Bech32, used by newer addresses, goes further with error detection designed for human transcription.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'How many blocks are there between Bitcoin halvings?',
    options: ['210,000', '2,016', '100,000', '52,560'],
    correctAnswer: 0,
    explanation: 'The subsidy halves every 210,000 blocks; at about 10 minutes per block this is roughly four years.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What was the block subsidy in the first era of Bitcoin, before any halving?',
    options: ['25 BTC', '50 BTC', '100 BTC', '12.5 BTC'],
    correctAnswer: 1,
    explanation: 'Blocks started at 50 BTC and the subsidy has halved to 25, 12.5, 6.25 and then 3.125 BTC.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What does SegWit (Segregated Witness) move out of the part of a transaction used for its txid?',
    options: ['The output amounts', 'The recipient addresses', 'The signature (witness) data', 'The block header'],
    correctAnswer: 2,
    explanation:
      'Separating witness data fixed third-party transaction malleability and enabled a block weight limit that allows more transactions.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What is the maximum block weight in Bitcoin since SegWit?',
    options: ['1 million weight units', '8 megabytes', '32 megabytes', '4 million weight units'],
    correctAnswer: 3,
    explanation:
      'SegWit replaced the 1 MB size limit with a 4,000,000 weight-unit limit, where non-witness bytes count four times as much.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'In Bitcoin, how are transaction fees determined?',
    options: [
      'Inputs minus outputs; whatever is not assigned to outputs goes to the miner',
      'A fixed fee set by Bitcoin Core',
      'A percentage of the amount sent',
      'By the receiver',
    ],
    correctAnswer: 0,
    explanation:
      'There is no explicit fee field: the difference between input and output totals is the fee the miner collects.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What is a change output in a Bitcoin transaction?',
    options: [
      'A fee paid to miners',
      'An output sending the leftover amount back to the sender',
      'A refund from the exchange',
      'An output that changes the block reward',
    ],
    correctAnswer: 1,
    explanation:
      'UTXOs must be spent in full, so any excess beyond the payment and fee is sent back to an address the sender controls.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'Which unit is commonly used to express Bitcoin fee rates?',
    options: ['Gwei per gas', 'BTC per block', 'Satoshis per virtual byte (sat/vB)', 'Dollars per transaction'],
    correctAnswer: 2,
    explanation:
      'Miners prioritise by fee rate because block space, measured in vbytes or weight, is the scarce resource.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What is the purpose of OP_RETURN outputs in Bitcoin?',
    options: [
      'To refund a failed transaction',
      'To return coins to a miner',
      'To cancel a transaction',
      'To embed a small amount of data in a provably unspendable output',
    ],
    correctAnswer: 3,
    explanation:
      'OP_RETURN marks an output as unspendable, so nodes can drop it from the UTXO set while the data stays in the chain.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What does a Bitcoin timelock such as nLockTime do?',
    options: [
      'Prevents a transaction from being mined before a given block height or time',
      'Locks a wallet with a password',
      'Freezes the whole network',
      'Speeds up confirmation',
    ],
    correctAnswer: 0,
    explanation:
      'nLockTime lets a transaction be signed now but only become valid later, which is used in many contract protocols.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'Who was widely reported to receive the first Bitcoin transaction from Satoshi Nakamoto?',
    options: ['Nick Szabo', 'Hal Finney', 'Adam Back', 'Gavin Andresen'],
    correctAnswer: 1,
    explanation:
      'In January 2009 Satoshi sent 10 BTC to Hal Finney in block 170, the first known person-to-person Bitcoin transaction.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What is a Bitcoin output descriptor?',
    options: [
      'A description field for each payment',
      "A miner's block template",
      'A standard language describing which scripts and keys a wallet uses',
      'An exchange listing document',
    ],
    correctAnswer: 2,
    explanation:
      'Descriptors such as wpkh(...) or tr(...) let wallets precisely describe and back up which addresses they can derive.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What does PSBT stand for in Bitcoin?',
    options: [
      'Public Secure Bitcoin Transfer',
      'Proof of Stake Bitcoin Token',
      'Private Signed Block Template',
      'Partially Signed Bitcoin Transaction',
    ],
    correctAnswer: 3,
    explanation:
      'PSBT (BIP-174) is a format for passing an unsigned or partly signed transaction between wallets and signers, such as hardware wallets.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'Which hash is applied to a public key to make a legacy P2PKH Bitcoin address?',
    options: ['SHA-256 followed by RIPEMD-160', 'Keccak-256 only', 'MD5 then SHA-1', 'Blake2b only'],
    correctAnswer: 0,
    explanation: 'HASH160 is RIPEMD-160 of SHA-256, giving a 20-byte hash that is then Base58Check-encoded.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What are Ordinals inscriptions on Bitcoin?',
    options: [
      'Sidechain tokens',
      'Data embedded in Taproot witness data and tied to individual satoshis',
      'ERC-721 tokens on Bitcoin',
      'Mining pool shares',
    ],
    correctAnswer: 1,
    explanation:
      'The Ordinals protocol numbers satoshis and lets users attach content, stored in witness data, to specific sats.',
    difficulty: 'medium',
    category: 'Bitcoin',
  },
  {
    question: 'What is the EIP-1559 priority fee (tip) for?',
    options: [
      'Paying the Ethereum Foundation',
      'Refunding the sender',
      'Paying the block proposer to include the transaction',
      'Burning extra ETH',
    ],
    correctAnswer: 2,
    explanation: 'The base fee is burned, while the priority fee goes to the proposer and rewards inclusion.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: "What is the approximate slot time on Ethereum's proof-of-stake chain?",
    options: ['1 second', '10 minutes', '2.5 minutes', '12 seconds'],
    correctAnswer: 3,
    explanation: 'Each slot is 12 seconds, and one validator is selected to propose a block per slot.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: "What does an ERC-20 token's transferFrom function allow?",
    options: [
      'A spender to move tokens it was approved to use',
      'The owner to mint tokens',
      'Tokens to move between chains',
      'A transfer without gas',
    ],
    correctAnswer: 0,
    explanation: 'After an owner calls approve, the approved spender can call transferFrom up to the allowance.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'Which token standard lets one contract manage multiple fungible and non-fungible token types?',
    options: ['ERC-20', 'ERC-1155', 'ERC-4626', 'ERC-165'],
    correctAnswer: 1,
    explanation: 'ERC-1155 is a multi-token standard that supports batch transfers, common in games.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is ERC-4626?',
    options: [
      'An NFT standard',
      'A signature format',
      'A standard interface for tokenized yield-bearing vaults',
      'A gas refund rule',
    ],
    correctAnswer: 2,
    explanation: 'ERC-4626 standardises deposit, withdraw and share accounting so vaults are easy to integrate.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is a proxy contract pattern used for on Ethereum?',
    options: [
      'Hiding transaction senders',
      'Reducing block time',
      'Mining ETH',
      'Making contracts upgradeable by delegating calls to a replaceable logic contract',
    ],
    correctAnswer: 3,
    explanation:
      'The proxy keeps storage and address fixed while DELEGATECALLing to an implementation that can be swapped.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What are Ethereum event logs mainly used for?',
    options: [
      'Letting off-chain apps cheaply track what contracts did',
      'Storing data other contracts can read',
      'Paying validators',
      'Storing private keys',
    ],
    correctAnswer: 0,
    explanation: 'Logs are recorded in receipts and can be indexed by apps, but contracts cannot read them back.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'Which two layers make up Ethereum after the Merge?',
    options: [
      'The mining layer and the staking layer',
      'The execution layer and the consensus layer',
      'Layer 2 and Layer 3',
      'The data layer and the NFT layer',
    ],
    correctAnswer: 1,
    explanation:
      'Execution clients like Geth run transactions and the EVM, while consensus clients like Lighthouse run proof of stake.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is MEV?',
    options: [
      'A mining hardware brand',
      'The minimum ETH for validation',
      'Value extractable by choosing, ordering or inserting transactions in a block',
      'A Layer 2 network',
    ],
    correctAnswer: 2,
    explanation:
      'Maximal extractable value comes from opportunities such as arbitrage and liquidations that depend on transaction ordering.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What does proposer-builder separation (as done via MEV-Boost) mean?',
    options: [
      'Validators build blocks without any outside help',
      'Proposers must be miners',
      'Blocks are built by the Ethereum Foundation',
      'Specialised builders assemble blocks and proposers choose the best bid',
    ],
    correctAnswer: 3,
    explanation: 'MEV-Boost lets validators outsource block building to a market of builders through relays.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is an Ethereum sync committee used for?',
    options: [
      'Letting light clients follow the chain with a small set of signatures',
      'Mining new blocks',
      'Voting on EIPs',
      'Bridging to Bitcoin',
    ],
    correctAnswer: 0,
    explanation:
      'A committee of 512 validators, rotated periodically, signs block headers so light clients can verify cheaply.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is the purpose of the EIP process?',
    options: [
      'To issue new ETH',
      'To propose and document standards and changes to Ethereum',
      'To register domain names',
      'To vote with ETH balances',
    ],
    correctAnswer: 1,
    explanation:
      'Ethereum Improvement Proposals describe core protocol changes and application standards such as ERCs.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What does calldata refer to in an Ethereum transaction?',
    options: ['The gas price', "The sender's private key", 'The input data sent to a contract call', 'The block hash'],
    correctAnswer: 2,
    explanation: 'Calldata encodes which function to call and its arguments; it is read-only during execution.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is the first 4 bytes of calldata usually used for?',
    options: ['The sender address', 'The gas limit', 'The chain ID', 'The function selector'],
    correctAnswer: 3,
    explanation:
      'The selector is the first 4 bytes of the Keccak-256 hash of the function signature, telling the contract which function to run.',
    difficulty: 'medium',
    category: 'Ethereum',
  },
  {
    question: 'What is a collateralization ratio in DeFi lending?',
    options: [
      'Collateral value divided by debt value',
      'Interest rate divided by time',
      'Number of borrowers per lender',
      'Governance votes per token',
    ],
    correctAnswer: 0,
    explanation: "If the ratio falls below the protocol's threshold, the position can be liquidated.",
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is a health factor in Aave?',
    options: [
      "A rating of the token's team",
      'A number that triggers liquidation when it falls below 1',
      'A measure of network uptime',
      'The APY on deposits',
    ],
    correctAnswer: 1,
    explanation:
      "Aave's health factor compares risk-adjusted collateral to debt; below 1, liquidators may repay debt and seize collateral.",
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is a liquidation bonus (penalty) in DeFi lending?',
    options: [
      'A fee for depositing',
      'A reward for long-term holders',
      'The discount liquidators receive on seized collateral',
      'A bonus for voting',
    ],
    correctAnswer: 2,
    explanation:
      'The discount gives liquidators an incentive to repay bad positions quickly, paid by the borrower being liquidated.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'How does a utilisation-based interest rate model behave in lending pools like Compound?',
    options: [
      'Rates are fixed forever',
      'Rates fall as more is borrowed',
      'Rates depend on the ETH price only',
      'Borrow rates rise as more of the pool is borrowed',
    ],
    correctAnswer: 3,
    explanation:
      'Higher utilisation raises rates to attract lenders and discourage borrowing, keeping liquidity available for withdrawals.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is an algorithmic stablecoin?',
    options: [
      'A stablecoin that relies on code and incentives rather than full reserves to hold its peg',
      'A stablecoin backed by gold',
      'A bank deposit',
      'A coin whose price is always rising',
    ],
    correctAnswer: 0,
    explanation:
      "Terra's UST, which collapsed in 2022, is the best-known example of an algorithmic design losing its peg.",
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: "What is veTokenomics, as popularised by Curve's veCRV?",
    options: [
      'Burning tokens on every trade',
      'Locking tokens for a period to gain voting power and rewards',
      'Minting tokens for validators',
      'Converting tokens to stablecoins',
    ],
    correctAnswer: 1,
    explanation: 'Longer locks give more vote-escrowed power, which can direct emissions to chosen pools.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What does a yield aggregator such as Yearn do?',
    options: [
      'Issues stablecoins',
      'Runs a blockchain',
      'Automatically moves deposits into strategies to earn yield',
      'Mines bitcoin',
    ],
    correctAnswer: 2,
    explanation: 'Vaults pool user funds and run strategies, compounding rewards to save users gas and effort.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is a CDP (collateralized debt position)?',
    options: [
      'A certificate of deposit at a bank',
      'A type of NFT',
      'A staking pool',
      'A vault where collateral is locked to mint or borrow an asset',
    ],
    correctAnswer: 3,
    explanation: 'MakerDAO popularised CDPs: users lock collateral like ETH and generate DAI against it.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'Why can restaking (as with EigenLayer) add risk?',
    options: [
      'The same stake secures extra services and can be slashed for them too',
      'It removes all slashing',
      'It doubles ETH supply',
      'It requires mining hardware',
    ],
    correctAnswer: 0,
    explanation:
      'Reusing staked ETH for more duties stacks additional slashing conditions and operator risks on the same capital.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is a TWAP oracle?',
    options: [
      'A live order book price',
      'A price averaged over time to resist short-term manipulation',
      'A centralized exchange quote',
      'An NFT floor price',
    ],
    correctAnswer: 1,
    explanation: 'Time-weighted average prices from on-chain pools make single-block manipulation much more expensive.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is a "depeg" of a stablecoin?',
    options: [
      'When it is listed on an exchange',
      'When it doubles in supply',
      'When it trades significantly away from its target price',
      'When it changes ticker',
    ],
    correctAnswer: 2,
    explanation: 'USDC briefly depegged in March 2023 when part of its reserves were held at Silicon Valley Bank.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'In DeFi governance, what is a timelock?',
    options: [
      'A lock on user wallets',
      'A staking period',
      'A block time limit',
      'A delay between a proposal passing and being executed',
    ],
    correctAnswer: 3,
    explanation:
      'Timelocks give users time to review changes and exit if they disagree before the change takes effect.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is an intent-based DEX, such as CoW Swap?',
    options: [
      'Users sign the outcome they want and solvers compete to fulfil it',
      'Users trade only with one market maker',
      "Trades are executed by the user's own node",
      'Trades settle on Bitcoin',
    ],
    correctAnswer: 0,
    explanation: 'Solvers find the best execution, and batch auctions can also match orders directly and reduce MEV.',
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is a stETH-style rebasing token?',
    options: [
      'A token with a fixed balance and rising price',
      'A token whose balance changes automatically as rewards accrue',
      'A token that burns itself',
      'An NFT',
    ],
    correctAnswer: 1,
    explanation:
      "Rebasing tokens adjust holders' balances; wrapped versions such as wstETH keep balances fixed and let the value per token rise instead.",
    difficulty: 'medium',
    category: 'DeFi',
  },
  {
    question: 'What is an isolated margin position?',
    options: [
      'A position that uses all account funds',
      'A spot trade',
      'A position whose risk is limited to the margin assigned to it',
      'A trade without fees',
    ],
    correctAnswer: 2,
    explanation: "With isolated margin, liquidation only loses that position's margin, not the rest of the account.",
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is a perpetual futures contract?',
    options: [
      'A spot trade that lasts forever',
      'A stock option',
      'A stablecoin loan',
      'A futures contract with no expiry that uses funding to track spot',
    ],
    correctAnswer: 3,
    explanation: 'Perps never settle at a date; periodic funding payments push their price towards the spot index.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is the mark price on a derivatives exchange used for?',
    options: [
      'Calculating unrealised PnL and liquidations fairly',
      'Setting trading fees',
      'Choosing the block proposer',
      'Paying staking rewards',
    ],
    correctAnswer: 0,
    explanation:
      'Mark price is usually based on an index of spot prices, which protects traders from liquidation by brief last-price spikes.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is an open interest figure?',
    options: [
      'Total exchange volume today',
      'The total number of outstanding derivative contracts',
      'The number of open exchanges',
      'Interest rate on deposits',
    ],
    correctAnswer: 1,
    explanation: 'Open interest counts contracts not yet closed; rising OI means new positions are being opened.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: "What is a 'taker' on an exchange?",
    options: [
      'A trader who adds orders to the book',
      'An exchange operator',
      'A trader whose order fills immediately against existing orders',
      'A liquidator',
    ],
    correctAnswer: 2,
    explanation: 'Takers remove liquidity and usually pay higher fees than makers, who place resting orders.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What does a moving average show on a price chart?',
    options: [
      'The highest price ever',
      'The number of trades',
      'The spread',
      'The average price over a rolling window of periods',
    ],
    correctAnswer: 3,
    explanation: 'Moving averages smooth price data and are used to identify trends; crossings are common signals.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: "What is a 'death cross' in technical analysis?",
    options: [
      'A short-term moving average crossing below a long-term one',
      'A price falling to zero',
      'A coin being delisted',
      'Two candles with equal closes',
    ],
    correctAnswer: 0,
    explanation: 'Typically the 50-day MA crossing below the 200-day MA; it is the opposite of a golden cross.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is support in technical analysis?',
    options: [
      'A customer service desk',
      'A price level where buying has tended to stop declines',
      'A maximum price level',
      'A type of order',
    ],
    correctAnswer: 1,
    explanation:
      'Support is where demand has historically appeared; resistance is the opposite, where selling has capped rises.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is a trailing stop order?',
    options: [
      'A stop placed at a fixed price forever',
      'An order that buys at the open',
      'A stop that follows the price by a set distance as it moves in your favour',
      'A limit order with no price',
    ],
    correctAnswer: 2,
    explanation:
      'A trailing stop locks in gains: it rises with the price (for longs) and triggers if price falls back by the set amount.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is a fill-or-kill (FOK) order?',
    options: [
      'An order that fills partly over a day',
      'An order only for makers',
      'A stop-loss order',
      'An order that must fill completely at once or be cancelled',
    ],
    correctAnswer: 3,
    explanation:
      'FOK avoids partial fills; immediate-or-cancel (IOC) instead allows partial fills and cancels the rest.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is a post-only order?',
    options: [
      'A limit order that is cancelled if it would execute immediately as a taker',
      'An order visible only after posting',
      'An order that pays no fees ever',
      'A market order',
    ],
    correctAnswer: 0,
    explanation: 'Post-only guarantees you are the maker, which usually means lower fees.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is market depth?',
    options: [
      'How long a market has existed',
      'How much volume sits on the order book at each price',
      'The number of exchanges',
      'Block depth in confirmations',
    ],
    correctAnswer: 1,
    explanation:
      'Deep markets can absorb large orders with little price impact; depth charts visualise cumulative bids and asks.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What does a basis point equal?',
    options: ['1%', '0.1%', '0.01%', '10%'],
    correctAnswer: 2,
    explanation: 'Fees and rates are often quoted in basis points; 100 bps is 1%.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is realised PnL?',
    options: [
      'Paper profit on open positions',
      'The exchange fee',
      'Total deposits',
      'Profit or loss locked in by closing a position',
    ],
    correctAnswer: 3,
    explanation: 'Unrealised PnL changes with the market; once a position is closed, the result is realised.',
    difficulty: 'medium',
    category: 'Trading',
  },
  {
    question: 'What is a supply chain attack on a wallet or dApp?',
    options: [
      'Compromising a dependency or vendor to inject malicious code',
      'Stealing shipping containers',
      'A 51% attack',
      'Spamming the mempool',
    ],
    correctAnswer: 0,
    explanation:
      'The December 2023 Ledger Connect Kit incident showed how a compromised library can push wallet-draining code to many dApps.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: "Why is Shamir's Secret Sharing used for seed backups?",
    options: [
      'It encrypts data with a password',
      'A secret is split so that a threshold of shares can recover it',
      'It hides the public address',
      'It speeds up signing',
    ],
    correctAnswer: 1,
    explanation:
      'With a 2-of-3 split, for example, any two shares recover the seed and one share alone reveals nothing.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is a SIM swap attack?',
    options: [
      'Swapping tokens on a DEX',
      'Replacing a hardware wallet chip',
      'Hijacking a phone number by tricking the carrier, to intercept SMS codes',
      'Changing a seed phrase',
    ],
    correctAnswer: 2,
    explanation: 'Once the attacker controls the number, SMS-based 2FA and account recovery can be abused.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is a clipboard hijacker?',
    options: [
      'A hardware wallet feature',
      'A way to copy seeds safely',
      'A browser bookmark',
      "Malware that replaces a copied address with the attacker's",
    ],
    correctAnswer: 3,
    explanation: 'Always verify the pasted address, ideally on the hardware wallet screen, before confirming.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What does a security audit of a smart contract provide?',
    options: [
      'An expert review that reduces, but does not eliminate, risk',
      'A guarantee that funds are safe',
      'Insurance against all hacks',
      'A legal licence',
    ],
    correctAnswer: 0,
    explanation:
      'Many audited protocols have still been exploited; audits find issues but cannot prove absence of bugs.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is a bug bounty program?',
    options: [
      'A fee paid by hackers',
      'Rewards paid to researchers who responsibly report vulnerabilities',
      'A token airdrop for users',
      'A fine for developers',
    ],
    correctAnswer: 1,
    explanation: 'Platforms like Immunefi host bounties that encourage disclosure rather than exploitation.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is a reentrancy attack?',
    options: [
      'Reusing a seed phrase',
      'Replaying a transaction on a fork',
      'A contract calling back into the victim before its state is updated',
      'Brute-forcing a password',
    ],
    correctAnswer: 2,
    explanation: 'The 2016 DAO hack used reentrancy to withdraw funds repeatedly before balances were updated.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What was the DAO hack of 2016 caused by?',
    options: [
      'A stolen exchange password',
      'A 51% attack on Ethereum',
      'A flaw in Keccak-256',
      "A reentrancy bug in the DAO's smart contract",
    ],
    correctAnswer: 3,
    explanation:
      'The attacker drained ether from The DAO, and Ethereum hard-forked to return the funds, creating Ethereum Classic.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is a signature replay attack?',
    options: [
      'Reusing a valid signature in a context where it was not intended',
      'Replaying music on a website',
      'Guessing a private key',
      'Overflowing a variable',
    ],
    correctAnswer: 0,
    explanation:
      'Including nonces, chain IDs and contract addresses in signed data prevents signatures from being reused.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'Why should a hardware wallet be bought directly from the manufacturer or an authorised seller?',
    options: [
      'They are cheaper elsewhere',
      'Devices from others may be tampered with or pre-seeded',
      'Only official devices have screens',
      'Resellers change your address',
    ],
    correctAnswer: 1,
    explanation: 'Tampered devices or ones shipped with a pre-generated seed can let the seller steal funds later.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is an access-control bug in a smart contract?',
    options: [
      'A typo in the token name',
      'A slow RPC node',
      'A sensitive function that lacks a check on who may call it',
      'A wrong explorer link',
    ],
    correctAnswer: 2,
    explanation: 'Missing onlyOwner-style checks have let attackers mint tokens or take ownership of contracts.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is a multisig commonly used for by DAOs and teams?',
    options: [
      'Mining blocks faster',
      'Making tokens anonymous',
      'Lowering gas costs',
      'Requiring several signers to approve treasury transactions',
    ],
    correctAnswer: 3,
    explanation: 'Safe (formerly Gnosis Safe) multisigs reduce the risk of a single compromised key draining funds.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What does a "drainer" kit typically do?',
    options: [
      'Tricks victims into signing approvals or transfers that empty their wallets',
      'Cleans malware from devices',
      'Removes dust from addresses',
      'Closes Lightning channels',
    ],
    correctAnswer: 0,
    explanation: 'Drainer kits are sold to scammers and combine phishing sites with malicious signature requests.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'Why is a seed phrase from a brain wallet (a memorised phrase you invent) risky?',
    options: [
      'It is too long to type',
      'Human-chosen phrases have low entropy and can be guessed',
      'It cannot be backed up',
      'It only works on Bitcoin',
    ],
    correctAnswer: 1,
    explanation:
      'Attackers hash common phrases and quotes at scale and sweep any funds sent to the resulting addresses.',
    difficulty: 'medium',
    category: 'Security',
  },
  {
    question: 'What is a Merkle tree?',
    options: [
      'A list of miners',
      'A database of wallet balances',
      'A tree of hashes where each parent hashes its children',
      'A consensus algorithm',
    ],
    correctAnswer: 2,
    explanation: 'Merkle trees let you prove one item is included using only a logarithmic number of hashes.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a zero-knowledge proof?',
    options: [
      'A proof with zero transactions',
      'A password reset',
      'A failed transaction',
      'A proof that a statement is true without revealing why or the secret behind it',
    ],
    correctAnswer: 3,
    explanation:
      'ZK proofs let a prover convince a verifier, for example, that a computation was done correctly without revealing private inputs.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a sidechain?',
    options: [
      'A separate blockchain with its own consensus, connected to a main chain by a bridge',
      'A Layer 2 that inherits full security from Layer 1',
      'A failed fork',
      'A mining pool',
    ],
    correctAnswer: 0,
    explanation: 'Unlike rollups, sidechains rely on their own validators for security.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is sharding in blockchain design?',
    options: [
      'Breaking a key into pieces',
      'Splitting work or data across subsets of nodes to scale',
      'Burning tokens',
      'Merging two chains',
    ],
    correctAnswer: 1,
    explanation:
      "Sharding aims to avoid every node processing everything; Ethereum's roadmap focuses on data sharding for rollups.",
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is finality in a blockchain?',
    options: [
      'The last block ever',
      'The moment a wallet is created',
      'The point after which a block cannot be reverted without enormous cost',
      'The end of mining rewards',
    ],
    correctAnswer: 2,
    explanation:
      'Bitcoin has probabilistic finality that grows with confirmations, while Ethereum finalizes checkpoints via Casper FFG.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is an RPC node used for by wallets and dApps?',
    options: [
      'Storing seed phrases',
      'Mining blocks',
      'Creating NFTs',
      'Reading chain data and submitting transactions',
    ],
    correctAnswer: 3,
    explanation:
      'Wallets talk to nodes through JSON-RPC endpoints; many use providers such as Infura or their own node.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a light client?',
    options: [
      'A client that verifies headers and proofs without storing the full chain',
      'A wallet with a bright theme',
      'A mining pool member',
      'A client that only sends transactions',
    ],
    correctAnswer: 0,
    explanation: 'Light clients trust consensus proofs rather than re-executing everything, so they can run on phones.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What does the "blockchain trilemma" refer to?',
    options: [
      'Balancing price, supply and demand',
      'Balancing decentralization, security and scalability',
      'Balancing fees, tips and burns',
      'Balancing miners, users and exchanges',
    ],
    correctAnswer: 1,
    explanation:
      'The trilemma suggests it is hard to maximise all three at once, which motivates designs like rollups.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a rollup?',
    options: [
      'A type of wallet',
      'An exchange order type',
      'A Layer 2 that executes transactions off-chain and posts data to Layer 1',
      'A mining rig',
    ],
    correctAnswer: 2,
    explanation: 'Rollups batch many transactions and publish data to Ethereum so users can rely on L1 for security.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a validium?',
    options: [
      'A type of validator client',
      'An optimistic rollup',
      'A stablecoin',
      'A ZK-proven system that keeps transaction data off-chain',
    ],
    correctAnswer: 3,
    explanation:
      'Validiums post validity proofs to L1 but store data elsewhere, lowering costs at the expense of data availability guarantees.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: "Which cryptographic primitive underlies Bitcoin's signature schemes?",
    options: ['Elliptic curve cryptography', 'RSA', 'Symmetric AES encryption', 'Quantum key distribution'],
    correctAnswer: 0,
    explanation: 'Both ECDSA and Schnorr signatures in Bitcoin use the secp256k1 elliptic curve.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a Sybil attack?',
    options: [
      'Stealing a single key',
      'Creating many fake identities to gain disproportionate influence',
      'Changing a block timestamp',
      'Overflowing an integer',
    ],
    correctAnswer: 1,
    explanation:
      'Proof of Work and Proof of Stake resist Sybil attacks by tying influence to costly resources rather than identities.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is an atomic swap?',
    options: [
      'A swap done by a nuclear lab',
      'A DEX trade on one chain',
      'A trustless exchange of coins across chains where both sides happen or neither does',
      'A swap of seed phrases',
    ],
    correctAnswer: 2,
    explanation:
      'Hash time-locked contracts ensure either both transfers complete or both parties can reclaim their funds.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is IPFS often used for in crypto?',
    options: [
      'Running smart contracts',
      'Mining bitcoin',
      'Issuing stablecoins',
      'Content-addressed storage of files like NFT metadata',
    ],
    correctAnswer: 3,
    explanation:
      'IPFS identifies files by their content hash, so a link points to exact content rather than a server location.',
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What is a chain ID used for in EVM networks?',
    options: [
      'Identifying a network so signatures cannot be replayed on another chain',
      'Counting blocks',
      'Naming tokens',
      'Setting gas prices',
    ],
    correctAnswer: 0,
    explanation: "EIP-155 includes the chain ID in transaction signatures; Ethereum mainnet's chain ID is 1.",
    difficulty: 'medium',
    category: 'Technology',
  },
  {
    question: 'What does "permissioned blockchain" mean?',
    options: [
      'Anyone can join freely',
      'Only approved participants can validate or access it',
      'It has no consensus',
      'It has no tokens by law',
    ],
    correctAnswer: 1,
    explanation: 'Enterprise chains like Hyperledger Fabric restrict membership, unlike public chains such as Bitcoin.',
    difficulty: 'medium',
    category: 'Technology',
  },
];
