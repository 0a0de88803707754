import type { BankQuestion } from './question.ts';

export const hardQuestions: BankQuestion[] = [
  {
    question: "Under SegWit's weight rules, how many weight units does one byte of witness data count as?",
    options: ['4', '1', '2', '0'],
    correctAnswer: 1,
    explanation:
      'Non-witness bytes count 4 weight units and witness bytes count 1, within a 4,000,000-unit block limit; this discount is why SegWit blocks can exceed 1 MB in raw size.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which signature scheme did the 2021 Taproot upgrade add to Bitcoin?',
    options: ['Schnorr signatures', 'BLS signatures', 'Ring signatures', 'Lamport signatures'],
    correctAnswer: 0,
    explanation:
      'Schnorr signatures are linear, so several parties can combine keys into one (as in MuSig2), making a cooperative multisig spend look like an ordinary single-signature spend.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'In Taproot, what does committing spending scripts into a Merkle tree (MAST) let a spender do?',
    options: [
      'Skip paying transaction fees',
      'Merge many UTXOs into one output',
      'Spend coins without providing any signature',
      'Reveal only the script branch it uses',
    ],
    correctAnswer: 3,
    explanation:
      'Unused spending conditions stay hidden, saving block space and improving privacy; if all parties agree, the key path spends without revealing any script at all.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which two conditions make up a Hash Time-Locked Contract (HTLC) in the Lightning Network?',
    options: [
      'A proof of work and a minimum block height',
      'A password and a backup recovery address',
      'Preimage reveal, or refund after timeout',
      'Two signatures and a minimum fee rate',
    ],
    correctAnswer: 2,
    explanation:
      'Every hop on a route locks funds to the same payment hash with decreasing timeouts, so revealing the preimage at the destination lets each hop claim its funds in turn, making routing trustless.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What does OP_CHECKLOCKTIMEVERIFY (BIP-65) enforce?',
    options: [
      'Fees must exceed a minimum rate',
      'A signature must be verified twice',
      'No spending before a set block height or time',
      'A transaction must confirm within a set time',
    ],
    correctAnswer: 2,
    explanation:
      'CLTV adds absolute timelocks to scripts, used for refund paths and vaults; its relative counterpart, OP_CHECKSEQUENCEVERIFY (BIP-112), counts from when the output was confirmed.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "A new Bitcoin block's timestamp must be greater than what?",
    options: [
      "The previous block's timestamp",
      "The previous block's timestamp plus 10 minutes",
      'The median timestamp of the previous 11 blocks',
      'The clock of every connected peer',
    ],
    correctAnswer: 2,
    explanation:
      'This median-time-past rule tolerates inaccurate clocks, so timestamps can even go slightly backwards; nodes also reject blocks timestamped more than two hours in the future.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'In a Lightning channel, what happens if one party broadcasts an old, revoked commitment transaction?',
    options: [
      'Both parties get their original deposits back',
      'Bitcoin nodes reject the transaction as invalid',
      'The channel pauses until both parties sign again',
      'The other side can take all funds as a penalty',
    ],
    correctAnswer: 3,
    explanation:
      "Each state update hands over the secret for the previous state, and a delay on the broadcaster's own output gives the counterparty time to publish a penalty transaction.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "By at most what factor can Bitcoin's difficulty change in a single retarget?",
    options: ['There is no limit', '4', '2', '10'],
    correctAnswer: 1,
    explanation:
      'The measured timespan of the last period is clamped between one quarter and four times the two-week target, limiting how quickly difficulty can swing after sudden hash rate changes.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which hash does a P2SH output use to commit to its redeem script?',
    options: [
      'HASH160 (SHA-256 then RIPEMD-160)',
      'SHA-512 truncated to 32 bytes',
      'Keccak-256 (as in Ethereum)',
      'Double SHA-256 (like block hashing)',
    ],
    correctAnswer: 0,
    explanation:
      'The 20-byte HASH160 keeps P2SH outputs compact; native SegWit P2WSH instead uses a 32-byte SHA-256 hash for stronger collision resistance in multi-party scripts.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which prefix do Taproot (SegWit version 1) addresses start with on mainnet?',
    options: ['bc1t', '3', 'bc1q', 'bc1p'],
    correctAnswer: 3,
    explanation:
      "The character after 'bc1' encodes the witness version, q for version 0 and p for version 1; Taproot addresses also use the Bech32m checksum, which fixed a weakness in the original Bech32.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How many bytes is a Taproot x-only public key?',
    options: ['32', '20', '33', '64'],
    correctAnswer: 0,
    explanation:
      "BIP-340 drops the one-byte prefix that compressed keys use to encode the Y coordinate's parity, implicitly choosing the point with an even Y; the signatures themselves are 64 bytes.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "What data structure does Ethereum's execution layer use to store account state?",
    options: ['A plain binary Merkle tree', 'A skip list', 'A Merkle-Patricia trie', 'A UTXO set'],
    correctAnswer: 2,
    explanation:
      "Keys are hashes of account addresses, and every block header commits to the state root, so clients can prove any account's balance or storage with a path of trie nodes.",
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: "Since EIP-3529, what is the maximum gas refund as a share of a transaction's gas used?",
    options: ['One half', 'There is no cap', 'One fifth', 'One tenth'],
    correctAnswer: 2,
    explanation:
      'The London upgrade cut the cap from one half and removed the SELFDESTRUCT refund, ending gas-token schemes that stored gas when it was cheap and released it later.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'In Casper FFG, what share of total active stake must vote for a checkpoint link to justify it?',
    options: ['One third', 'Two thirds', 'One half', 'Three quarters'],
    correctAnswer: 1,
    explanation:
      'A checkpoint is finalized when it is justified and the next checkpoint is justified with it as the source; reverting a finalized checkpoint would require at least one third of the stake to be slashable.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: "What does Ethereum's inactivity leak do when the chain stops finalizing?",
    options: [
      'Pauses all transactions until finality returns',
      'Slashes every validator equally',
      'Slowly drains stake from inactive validators',
      'Doubles rewards for validators still online',
    ],
    correctAnswer: 2,
    explanation:
      'As offline stake shrinks, the share held by online validators grows until they form a supermajority again, letting finality resume even after a mass outage or network split.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: "What is special about the EVM's DELEGATECALL opcode?",
    options: [
      "Runs another contract's code on the caller's storage",
      'Calls another contract without spending any gas',
      'Sends ETH to an address without running its code',
      'Lets a contract call itself recursively in a loop',
    ],
    correctAnswer: 0,
    explanation:
      "msg.sender and msg.value are preserved, which is how proxies and libraries work; delegating to an untrusted address lets it overwrite the caller's storage.",
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Since EIP-2929 (Berlin), how much gas does a cold SLOAD cost?',
    options: ['2,100', '200', '800', '5,000'],
    correctAnswer: 0,
    explanation:
      "The first access to a storage slot in a transaction is 'cold'; later 'warm' reads cost just 100 gas, and EIP-2930 access lists can pre-warm slots.",
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What did EIP-6780 in the Dencun upgrade change about SELFDESTRUCT?',
    options: [
      'It limited the opcode to upgradeable proxy contracts',
      'It deletes contracts only in their creation transaction',
      'It restored the gas refund for self-destructing',
      'It removed the opcode from the EVM entirely',
    ],
    correctAnswer: 1,
    explanation:
      "Otherwise SELFDESTRUCT now only sends the contract's ETH to the target, leaving code and storage intact, which simplifies future changes to the state tree.",
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Which inputs determine the address of a contract deployed with CREATE2?',
    options: [
      'Deployer address, salt and init code hash',
      'The init code and the transaction gas price',
      'Deployer address and its current nonce',
      'The block number and block timestamp',
    ],
    correctAnswer: 0,
    explanation:
      'Because the address does not depend on the nonce, it can be computed before deployment; counterfactual wallets rely on this to receive funds before their contract exists.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What is the maximum number of items the EVM stack can hold?',
    options: ['4,096', '256', '16', '1,024'],
    correctAnswer: 3,
    explanation:
      "Each item is a 256-bit word, but DUP1 to DUP16 and the SWAP opcodes only reach the top few items, which is why Solidity code can fail to compile with 'stack too deep'.",
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What maximum deployed contract code size did EIP-170 set?',
    options: ['12,288 bytes', '24,576 bytes', '65,536 bytes', '32,768 bytes'],
    correctAnswer: 1,
    explanation:
      'The 24 KiB limit, introduced in late 2016, bounds the cost of loading code; large systems work around it by splitting logic across contracts, as in the diamond pattern.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Which signature scheme do Ethereum consensus-layer validators use?',
    options: ['ECDSA over secp256k1', 'Ed25519', 'Schnorr signatures over secp256k1', 'BLS signatures over BLS12-381'],
    correctAnswer: 3,
    explanation:
      'BLS signatures can be aggregated, so many attestations to the same data compress into one signature, which makes a validator set of hundreds of thousands practical.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question:
      "In a 50/50 constant-product pool, what is the approximate impermanent loss if one token's price doubles relative to the other?",
    options: ['About 5.7%', 'About 50%', 'About 25%', 'About 2%'],
    correctAnswer: 0,
    explanation:
      'Impermanent loss equals 2√r/(1+r) − 1 for a price ratio change r; at r = 2 that gives about −5.7%, and at r = 4 it reaches −20%, before counting fees earned.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "In a sandwich attack on a user's token purchase, what does the attacker do?",
    options: [
      'Sells right before the victim and buys right after',
      "Copies the victim's trade on another DEX",
      "Delays the victim's swap to a later block",
      'Buys right before the victim and sells right after',
    ],
    correctAnswer: 3,
    explanation:
      'The front-run pushes the price up so the victim buys at a worse rate, up to their slippage limit, and the back-run sells into that inflated price; tight slippage and private transaction relays reduce exposure.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "Why is it dangerous for a lending protocol to use a DEX pool's spot price as its oracle?",
    options: [
      'It can be skewed within one transaction',
      'Contracts cannot read DEX prices directly',
      'It makes every loan cost more gas',
      'Spot prices update only once per day',
    ],
    correctAnswer: 0,
    explanation:
      'An attacker can skew the pool, borrow against the inflated collateral value and restore the pool in a single transaction; time-weighted averages or multi-source oracles raise the cost of manipulation.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'In Uniswap v3, how much does the price change between adjacent ticks?',
    options: [
      '1% (a factor of 1.01)',
      '0.01% (a factor of 1.0001)',
      '0.3% (matching the fee tier)',
      '0.1% (a factor of 1.001)',
    ],
    correctAnswer: 1,
    explanation:
      'Prices are defined as 1.0001 raised to the tick index, so each tick is one basis point; pools with higher fee tiers use wider tick spacing to save gas.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "What is 'just-in-time' (JIT) liquidity?",
    options: [
      'Depositing into a pool only during peak trading hours',
      'Minting stablecoins the moment a peg starts to break',
      'Liquidity added just before a big swap, then removed',
      'Borrowing a flash loan just in time to repay a debt',
    ],
    correctAnswer: 2,
    explanation:
      "The JIT provider captures most of that swap's fees within one block while bearing little price risk, diluting the fees earned by passive providers in the same range.",
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'How are Uniswap v3 liquidity positions represented on-chain?',
    options: [
      'As off-chain database entries',
      'As fungible ERC-20 LP tokens',
      'As ERC-721 NFTs',
      'As ERC-1155 semi-fungible tokens',
    ],
    correctAnswer: 2,
    explanation:
      'Each v3 position has its own price range and accrued fees, so positions are not interchangeable; Uniswap v2 LP shares, by contrast, are fungible ERC-20 tokens.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "Curve's StableSwap invariant combines which two pricing curves?",
    options: [
      'Constant product and logarithmic',
      'Constant sum and exponential',
      'Constant sum and constant product',
      'Linear and quadratic',
    ],
    correctAnswer: 2,
    explanation:
      'Near balance it behaves like a constant-sum curve with minimal slippage between like-priced assets, shifting toward constant-product behavior as the pool becomes imbalanced, so it never runs dry.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "What does 'loss-versus-rebalancing' (LVR) measure for AMM liquidity providers?",
    options: [
      'The gas cost of rebalancing an LP portfolio',
      'Value lost to arbitrage against stale pool prices',
      'Losses caused by failed or reverted transactions',
      'Fees missed when pool trading volume is low',
    ],
    correctAnswer: 1,
    explanation:
      'LVR compares an LP with a portfolio that rebalances at market prices; since arbitrageurs trade only when the pool is mispriced, this cost grows with volatility and, unlike impermanent loss, does not reverse.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'Why can swaps never fully drain one token from a constant-product pool?',
    options: [
      'Oracles block trades that move the price too much',
      'Its price rises toward infinity as its reserve nears zero',
      'Liquidity providers must approve large swaps',
      'A contract rule halts all trading once reserves hit 10%',
    ],
    correctAnswer: 1,
    explanation:
      'Keeping the reserve product constant means removing the last units of one token would require an unbounded amount of the other, so liquidity is always available, just at steeply worse prices.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What capability do hooks add to Uniswap v4 pools?',
    options: [
      'Automatic conversion of all fees into ETH',
      'Built-in Chainlink price feeds for every pool',
      'Cross-chain swaps without bridges or wrapped tokens',
      'Custom logic that runs at set points around swaps',
    ],
    correctAnswer: 3,
    explanation:
      "Hooks can run before or after swaps and liquidity changes, enabling features like dynamic fees or on-chain limit orders; v4 also moved all pools into a single 'singleton' contract to cut gas.",
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question:
      'On the first deposit into a Uniswap v2 pool, how many of the smallest LP-token units are permanently locked?',
    options: ['100', '1', '10,000', '1,000'],
    correctAnswer: 3,
    explanation:
      'This MINIMUM_LIQUIDITY is minted to the zero address, making it prohibitively expensive to inflate the value of a single LP unit so far that later depositors lose out to rounding.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'In perpetual futures, when the funding rate is positive, who pays whom?',
    options: ['Both sides pay the exchange', 'Shorts pay longs', 'Longs pay shorts', 'The exchange pays both sides'],
    correctAnswer: 2,
    explanation:
      'A positive rate means the perpetual trades above its index, so charging longs discourages buying and rewards shorts, nudging the contract back toward spot.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is a cash-and-carry (basis) trade?',
    options: [
      'Buying spot and shorting pricier futures',
      'Buying spot and futures together to double exposure',
      'Moving positions between exchanges to avoid fees',
      'Holding cash until volatility drops',
    ],
    correctAnswer: 0,
    explanation:
      'Because futures converge to spot at expiry, the starting premium is locked in as a roughly market-neutral return, minus fees and financing costs.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is the Kelly criterion used for?',
    options: [
      'Timing entries with moving average crossovers',
      'Pricing options from volatility',
      "Measuring an exchange's solvency",
      'Sizing bets to maximize long-run growth',
    ],
    correctAnswer: 3,
    explanation:
      'Kelly maximizes the expected logarithm of wealth; since edge estimates are uncertain and full Kelly is very volatile, many traders bet a fraction such as half-Kelly.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What does the Sharpe ratio measure?',
    options: [
      'Return per dollar of trading fees',
      'Correlation with the bitcoin price',
      'The share of winning trades',
      'Excess return per unit of volatility',
    ],
    correctAnswer: 3,
    explanation:
      'It divides return above the risk-free rate by the standard deviation of returns; because it also penalizes upside swings, the Sortino ratio uses only downside deviation.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "What does an option's delta measure?",
    options: [
      'How much value it loses each day',
      'Price change per unit move in the underlying',
      'Its sensitivity to interest rates',
      'Its sensitivity to changes in implied volatility',
    ],
    correctAnswer: 1,
    explanation:
      "A call's delta ranges from 0 to 1 and a put's from −1 to 0; delta-hedgers hold offsetting amounts of the underlying and rebalance as delta itself changes, which is measured by gamma.",
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "What is an option's implied volatility?",
    options: [
      "The asset's historical variance over the past month",
      "The volatility implied by the option's market price",
      'The average daily trading range',
      'A volatility level set by the exchange',
    ],
    correctAnswer: 1,
    explanation:
      'Implied volatility is backed out of models such as Black-Scholes; comparing it with realized volatility indicates whether options are relatively cheap or expensive.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is auto-deleveraging (ADL) on a derivatives exchange?',
    options: [
      "Closing winners' positions when the insurance fund is empty",
      'A bot that takes profit at preset price levels',
      'Reducing trading fees for high-volume accounts',
      'Automatically lowering your leverage as your profits grow',
    ],
    correctAnswer: 0,
    explanation:
      'ADL is a last resort after the insurance fund is exhausted; exchanges typically rank opposing traders by profit and leverage to decide who is deleveraged first.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is a key risk of cross margin compared with isolated margin?',
    options: [
      'It caps leverage at 2x for all positions',
      'It charges funding twice per interval',
      'It never allows a partial liquidation',
      'A loss can eat your whole account balance',
    ],
    correctAnswer: 3,
    explanation:
      "Cross margin shares all available balance among positions, lowering the chance that any single position is liquidated but putting everything at risk; isolated margin caps losses at each position's allocated margin.",
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What do large traders commonly use the volume-weighted average price (VWAP) for?',
    options: [
      'Setting funding rates for perpetuals',
      'Determining miner fees',
      'Benchmarking execution quality',
      "Calculating a coin's market cap",
    ],
    correctAnswer: 2,
    explanation:
      "VWAP divides total traded value by total volume since a chosen anchor, such as the day's open; desks executing big orders aim to buy at or below it.",
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What does maximum drawdown measure?',
    options: [
      'The biggest position size allowed',
      'The largest peak-to-trough decline',
      'The average loss per losing trade',
      'The largest gain recorded in a single day',
    ],
    correctAnswer: 1,
    explanation:
      "A 50% drawdown requires a 100% gain just to get back to even, so drawdown often matters more to a trader's survival than average returns.",
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What makes an inverse perpetual contract (e.g. BTCUSD margined in BTC) different from a linear one?',
    options: [
      'Margin and PnL are in the base coin, not dollars',
      'Long positions profit when prices fall instead',
      'It has no funding payments between traders',
      'It can only be traded at 1x leverage',
    ],
    correctAnswer: 0,
    explanation:
      "With BTC as collateral, a long loses twice in a drop because both the position and the collateral fall in dollar terms, while a 1x short effectively locks the collateral's dollar value.",
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is the standard coding pattern to prevent reentrancy in smart contracts?',
    options: [
      'Proxy-Upgrade-Storage',
      'Model-View-Controller',
      'Factory-Clone-Initialize',
      'Checks-Effects-Interactions',
    ],
    correctAnswer: 3,
    explanation:
      'Updating balances before making external calls means a re-entering call sees the new state; reentrancy guards (mutexes) add a second layer of protection, a lesson the 2016 DAO exploit taught painfully.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What happened to the Parity multisig wallet library in November 2017?',
    options: [
      'Someone took it over and self-destructed it',
      "Its deployer's private key was leaked online",
      'A 51% attack reversed its deposits',
      'A compiler bug burned all of its ETH',
    ],
    correctAnswer: 0,
    explanation:
      'Hundreds of wallets delegated their logic to that single library contract, so once it was destroyed they could no longer move roughly 500,000 ETH.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'How did attackers drain the Ronin bridge in March 2022?',
    options: [
      'They performed a 51% attack on Ethereum',
      'They exploited a reentrancy bug in the bridge',
      'They took control of 5 of its 9 validator keys',
      "They manipulated the bridge's price oracle",
    ],
    correctAnswer: 2,
    explanation:
      'With a 5-of-9 threshold and several keys held by one organization, compromising that organization was nearly enough; the incident highlighted the risk of small multisig bridge committees.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why is reusing the nonce k in two ECDSA signatures catastrophic?',
    options: [
      'The public key changes to a new value',
      'Both transactions become permanently invalid',
      'The two signatures merge into one signature',
      'Anyone can compute the private key from them',
    ],
    correctAnswer: 3,
    explanation:
      "This mistake exposed Sony's PlayStation 3 signing key in 2010; modern libraries derive k deterministically from the key and message, as specified in RFC 6979.",
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why is using tx.origin for authorization in a smart contract dangerous?',
    options: [
      'A contract the owner calls can pass the check',
      'tx.origin is always the zero address on mainnet',
      'It only returns a value on testnets, not mainnet',
      'tx.origin costs far more gas than msg.sender',
    ],
    correctAnswer: 0,
    explanation:
      'tx.origin is the EOA that started the transaction, not the immediate caller; checking msg.sender ensures the direct caller is the one authorized.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Which problem does EIP-155 solve?',
    options: [
      'Cross-chain replay, fixed by signing the chain ID',
      'Front-running of transactions in the mempool',
      'Reentrancy in ERC-20 token contracts',
      'Unlimited token approvals left unrevoked',
    ],
    correctAnswer: 0,
    explanation:
      "After Ethereum's 2016 chain split, a signed transaction could be valid on both resulting chains; signing over the chain ID makes a transaction valid on only one network.",
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "What is the 'inflation attack' on ERC-4626 vaults?",
    options: [
      'Minting unlimited shares through an integer overflow',
      'Depositing fake tokens that imitate the real asset',
      "Raising the vault token's supply via a governance vote",
      'A donation that makes later deposits round to 0 shares',
    ],
    correctAnswer: 3,
    explanation:
      "Mitigations include virtual shares and assets offsets, as used in OpenZeppelin's implementation, or seeding a new vault with an initial deposit.",
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What happens by default when arithmetic overflows in Solidity 0.8.0 or later?',
    options: [
      'The result is capped at the maximum',
      'The transaction reverts',
      'The value silently wraps around',
      'The compiler refuses to build',
    ],
    correctAnswer: 1,
    explanation:
      'Earlier versions wrapped silently, which is why the SafeMath library was everywhere; developers can still opt into wrapping with an unchecked block to save gas.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What is an eclipse attack?',
    options: [
      "Hiding extra transactions inside a block's witness",
      'Stealing keys from a sleeping computer',
      'Isolating a node among attacker-controlled peers',
      'Mining during low network activity',
    ],
    correctAnswer: 2,
    explanation:
      'An eclipsed node can be fed a false view of the chain, enabling double-spends against it or wasting its hash power; diverse outbound connections and anchor peers make it harder.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "Why are off-chain 'permit' signatures (EIP-2612) popular with phishing sites?",
    options: [
      'They bypass hardware wallet confirmation entirely',
      'They transfer NFTs automatically',
      'A gasless signature can grant a token allowance',
      "They reveal the signer's private key to the site",
    ],
    correctAnswer: 2,
    explanation:
      'Because signing costs no gas and can look like a harmless message, victims often do not realize they approved a spender until the attacker submits the permit and drains the tokens.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "Which technique prevents front-running by hiding a user's choice until a later transaction?",
    options: [
      'A higher gas price',
      'A commit-reveal scheme',
      'An unlimited token approval',
      'A time-weighted average price',
    ],
    correctAnswer: 1,
    explanation:
      'Users first submit a hash of their choice plus a secret salt, then reveal it after the commit phase closes, so mempool observers learn nothing useful in time.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Which commitment scheme does EIP-4844 use to commit to the data it adds?',
    options: [
      'KZG polynomial commitments',
      'Merkle-Patricia tries',
      'Pedersen vector commitments',
      'FRI-based commitments',
    ],
    correctAnswer: 0,
    explanation:
      'KZG needed a trusted setup, run as a ceremony with over 140,000 contributions; it stays secure as long as a single participant discarded their secret.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is a key difference between STARKs and pairing-based SNARKs such as Groth16?',
    options: [
      'STARKs require a new trusted setup for every proof',
      'STARKs cannot verify general-purpose computation',
      'STARKs produce much smaller proofs than SNARKs',
      'STARKs need no trusted setup, only hash functions',
    ],
    correctAnswer: 3,
    explanation:
      'Hash-based security is also believed to resist quantum attacks, at the cost of proofs that are typically tens to hundreds of kilobytes rather than a few hundred bytes.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: "Which chain does Bitcoin's Nakamoto consensus follow when valid forks compete?",
    options: [
      'The one with the greatest number of blocks',
      'The one whose tip arrived first',
      'The one with the most transactions',
      'The one with the most cumulative work',
    ],
    correctAnswer: 3,
    explanation:
      "Counting work rather than blocks stops an attacker from building a long chain of low-difficulty blocks; usually both measures agree, so people loosely say 'longest chain'.",
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: "Which fork-choice rule does Ethereum's Gasper use to select the head of the chain?",
    options: ['Avalanche sampling', 'LMD-GHOST', 'Tendermint round voting', 'Longest chain'],
    correctAnswer: 1,
    explanation:
      "LMD-GHOST follows the subtree with the most weight from each validator's latest attestation, while Casper FFG separately finalizes checkpoints on top of it.",
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What main advantage do Verkle trees offer over Merkle-Patricia tries?',
    options: [
      'No need for any hashing at all',
      'Faster block mining',
      'Much smaller proofs for stateless clients',
      'Post-quantum security for the state tree',
    ],
    correctAnswer: 2,
    explanation:
      'Using vector commitments, a proof needs one commitment per level instead of all sibling hashes, shrinking witnesses so nodes could verify blocks without storing the full state.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What does data availability sampling (DAS) let light nodes do?',
    options: [
      'Verify transactions without checking any signatures',
      'Verify data was published by sampling random chunks',
      'Compress an entire block into a single hash',
      'Skip downloading block headers entirely',
    ],
    correctAnswer: 1,
    explanation:
      'Data is erasure-coded so that withholding even a small part forces an attacker to hide a large fraction, which random samples detect with rapidly increasing probability.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What does the FLP impossibility result state?',
    options: [
      'Proof-of-stake systems can never be made secure',
      "Deterministic async consensus can't tolerate even one crash",
      'Consensus requires at least two thirds of nodes to stay online',
      'Hash functions can never be truly collision-free',
    ],
    correctAnswer: 1,
    explanation:
      'Fischer, Lynch and Paterson showed in 1985 that no deterministic protocol can guarantee both agreement and termination in a fully asynchronous network if a node may crash, so practical protocols add randomness or assume partial synchrony.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is the normal-case message complexity of classic PBFT with n replicas?',
    options: ['O(n³)', 'O(log n)', 'O(n²)', 'O(n)'],
    correctAnswer: 2,
    explanation:
      'The all-to-all prepare and commit phases make PBFT expensive for large validator sets; HotStuff reduced this to linear complexity by routing votes through a leader.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which property makes Pedersen commitments useful for confidential transactions?',
    options: [
      'They are additively homomorphic',
      'They require no elliptic curves',
      'They can be opened with a public key',
      'They are quantum-resistant',
    ],
    correctAnswer: 0,
    explanation:
      'Commitments to amounts can be added together, so verifiers can check inputs equal outputs without seeing the values; range proofs are added to rule out negative amounts.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which cryptographic technique does Monero use to obscure which output is being spent?',
    options: ['Ring signatures', 'Coin mixing by miners', 'Schnorr multisignatures', 'Threshold encryption'],
    correctAnswer: 0,
    explanation:
      'A ring signature proves the signer owns one of a group of outputs without revealing which; key images prevent the same output from being spent twice.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'How does ERC-4337 bring account abstraction to Ethereum?',
    options: [
      'Sidechains that replace smart contract wallets',
      "A new precompile that stores users' seed phrases",
      'Bundlers submit UserOperations to an EntryPoint',
      'A hard fork that removes EOAs from the protocol',
    ],
    correctAnswer: 2,
    explanation:
      'Because it needs no consensus change, smart-contract wallets can add features like social recovery and gas sponsorship by paymasters on top of the existing protocol.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is the equation of the secp256k1 curve used by Bitcoin?',
    options: ['y^2 = x^3 + 7', 'y^2 = x^3 - 3x + b', 'x^2 + y^2 = 1 + dx^2y^2', 'y^2 = x^3 + 486662x^2 + x'],
    correctAnswer: 0,
    explanation:
      'secp256k1 is a Koblitz curve with a = 0 and b = 7 over a 256-bit prime field; the other forms are P-256, Edwards and Montgomery curves.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How many bytes is a serialized Bitcoin block header?',
    options: ['64', '80', '128', '256'],
    correctAnswer: 1,
    explanation:
      'The header holds version, previous block hash, Merkle root, timestamp, nBits and nonce: 4 + 32 + 32 + 4 + 4 + 4 = 80 bytes.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What does the nBits field in a Bitcoin block header encode?',
    options: [
      'The number of transactions',
      'The block size in bits',
      'The proof-of-work target in a compact floating-point form',
      "The miner's extra nonce",
    ],
    correctAnswer: 2,
    explanation:
      'nBits stores an exponent and mantissa that expand to the 256-bit target the block hash must not exceed.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What did BIP-34 require miners to put in the coinbase transaction?',
    options: ["The miner's public key", "The previous block's Merkle root", 'The total fees', 'The block height'],
    correctAnswer: 3,
    explanation:
      'Including the height makes every coinbase transaction unique, preventing duplicate txids across blocks.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which opcode, introduced by BIP-112, enforces relative timelocks?',
    options: ['OP_CHECKSEQUENCEVERIFY', 'OP_CHECKLOCKTIMEVERIFY', 'OP_CHECKSIGADD', 'OP_NOP1'],
    correctAnswer: 0,
    explanation:
      "CSV checks an input's nSequence against the script's value, so an output can only be spent some blocks or time after it confirmed.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which BIP defines Tapscript, the script rules for Taproot script-path spends?',
    options: ['BIP-340', 'BIP-342', 'BIP-341', 'BIP-350'],
    correctAnswer: 1,
    explanation:
      'BIP-340 specifies Schnorr signatures, BIP-341 Taproot itself, and BIP-342 Tapscript, which for example replaces CHECKMULTISIG with CHECKSIGADD.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which address encoding did BIP-350 introduce for SegWit version 1 and later outputs?',
    options: ['Base58Check', 'Bech32', 'Bech32m', 'Base64url'],
    correctAnswer: 2,
    explanation:
      "A flaw in Bech32's checksum around inserted or deleted q characters led to Bech32m, used for Taproot addresses.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How long is the witness program of a P2WSH output?',
    options: [
      '20 bytes, the HASH160 of the script',
      '33 bytes, a compressed public key',
      '64 bytes, a Schnorr signature',
      '32 bytes, the SHA-256 of the witness script',
    ],
    correctAnswer: 3,
    explanation:
      'P2WSH uses a single SHA-256 of the script, giving 32 bytes and stronger collision resistance than the 20-byte P2SH hash.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How does the Bitcoin Merkle tree handle a level with an odd number of hashes?',
    options: [
      'It duplicates the last hash and pairs it with itself',
      'It drops the last hash',
      'It pads with a zero hash',
      'It hashes the last hash with the root',
    ],
    correctAnswer: 0,
    explanation:
      'This quirk made it possible to craft different transaction lists with the same root (CVE-2012-2459), which nodes now guard against.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which sighash flag lets others add further inputs to a transaction after you sign your input?',
    options: ['SIGHASH_NONE', 'SIGHASH_ANYONECANPAY', 'SIGHASH_ALL with no modifier', 'SIGHASH_SINGLE alone'],
    correctAnswer: 1,
    explanation: "ANYONECANPAY signs only the signer's own input, which enables crowdfunding-style transactions.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What did the August 2010 value overflow incident create in a single transaction?',
    options: [
      'Exactly 21 million bitcoins',
      'A negative fee of 50 BTC',
      'About 184 billion bitcoins',
      'An empty genesis block',
    ],
    correctAnswer: 2,
    explanation:
      'An integer overflow in output value checks let a transaction create roughly 184 billion BTC; a patched client and chain reorganisation removed it.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "How far into the future may a Bitcoin block timestamp be, relative to a node's network-adjusted time?",
    options: ['At most 10 minutes', 'At most 24 hours', 'There is no limit', 'At most 2 hours'],
    correctAnswer: 3,
    explanation:
      'Nodes reject blocks timestamped more than two hours ahead; the lower bound is the median of the previous 11 blocks.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which BIP specifies compact block relay to reduce block propagation bandwidth?',
    options: ['BIP-152', 'BIP-125', 'BIP-9', 'BIP-157'],
    correctAnswer: 0,
    explanation:
      'Compact blocks send short transaction IDs so peers rebuild blocks from their mempools instead of downloading every transaction again.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Why does OP_CHECKMULTISIG need an extra dummy element on the stack?',
    options: [
      'It stores the fee',
      'An off-by-one bug makes it pop one more item than needed',
      'It holds the redeem script hash',
      'It encodes the locktime',
    ],
    correctAnswer: 1,
    explanation:
      'The bug has been kept for consensus compatibility; BIP-147 requires the dummy element to be empty (NULLDUMMY).',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How does Keccak-256 as used in Ethereum differ from the standardised NIST SHA3-256?',
    options: [
      'It has a smaller output size',
      'It is not a sponge construction',
      'It uses the original Keccak padding, so outputs differ',
      'It is keyed with the chain ID',
    ],
    correctAnswer: 2,
    explanation:
      'Ethereum adopted Keccak before NIST finalised SHA-3 with a changed padding rule, so the same input gives a different hash.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question:
      "Which serialization format has Ethereum's execution layer traditionally used for transactions and trie nodes?",
    options: ['Protocol Buffers', 'SSZ only', 'CBOR', 'RLP (Recursive Length Prefix)'],
    correctAnswer: 3,
    explanation: 'RLP encodes nested byte arrays; the consensus layer uses SSZ instead.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Under EIP-2718 typed transactions, what is transaction type 2?',
    options: [
      'An EIP-1559 fee-market transaction',
      'An access-list transaction',
      'A blob transaction',
      'A legacy transaction',
    ],
    correctAnswer: 0,
    explanation:
      'Type 1 is EIP-2930 access lists, type 2 is EIP-1559 dynamic fees, and type 3 is EIP-4844 blob-carrying transactions.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'By at most how much can the EIP-1559 base fee change from one block to the next?',
    options: ['50%', '12.5%', '2%', '100%'],
    correctAnswer: 1,
    explanation: 'If a block is completely full (twice the target) the base fee rises 12.5%; if empty it falls 12.5%.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Under EIP-1559, how does the gas target relate to the block gas limit?',
    options: [
      'The target equals the limit',
      'The target is double the limit',
      'The target is half of the limit',
      'There is no target',
    ],
    correctAnswer: 2,
    explanation:
      'The elasticity multiplier of 2 lets blocks temporarily grow up to twice the target, with the base fee pushing usage back.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'How large is a single EIP-4844 blob?',
    options: ['32 bytes', '1 MiB', '24 KiB', '4,096 field elements of 32 bytes, about 128 KiB'],
    correctAnswer: 3,
    explanation: 'Each blob is a polynomial of 4,096 BLS12-381 field elements, committed to with KZG.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Roughly how long do consensus nodes keep EIP-4844 blob data before pruning it?',
    options: ['About 18 days', 'Forever', 'About 1 hour', 'About 1 year'],
    correctAnswer: 0,
    explanation:
      'Blobs need only be kept for 4,096 epochs, long enough for rollups and challengers to retrieve the data.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'How is the address of a contract created with the CREATE opcode computed?',
    options: [
      'From the hash of the init code only',
      'From the Keccak-256 of the RLP of the sender address and its nonce',
      'From a random number chosen by the proposer',
      'From the block number',
    ],
    correctAnswer: 1,
    explanation:
      "Because the nonce is included, CREATE addresses are predictable but depend on the deployer's transaction count.",
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What does the 63/64 rule from EIP-150 limit?',
    options: [
      'The number of logs per transaction',
      'The block gas limit growth',
      'How much of the remaining gas can be forwarded to a sub-call',
      'The size of calldata',
    ],
    correctAnswer: 2,
    explanation:
      'A caller keeps at least 1/64 of its gas, which bounds call-depth attacks and lets callers handle failures.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Which opcodes did EIP-1153 (Dencun) add for storage cleared at the end of each transaction?',
    options: ['SSTORE2 and SLOAD2', 'MSTORE8 and MLOAD', 'PUSH0 and POP', 'TSTORE and TLOAD'],
    correctAnswer: 3,
    explanation: 'Transient storage is cheaper than SSTORE and suits reentrancy locks and flash accounting.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What did EIP-7251 in the Pectra upgrade raise to 2,048 ETH?',
    options: [
      'The maximum effective balance of a validator',
      'The minimum deposit',
      'The block reward',
      'The blob size',
    ],
    correctAnswer: 0,
    explanation: 'Validators can now consolidate stake into larger balances instead of running many 32 ETH validators.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What does EIP-7702 let an externally owned account do?',
    options: [
      'Mint ETH',
      'Set a delegation so that its address runs smart contract code',
      'Skip paying gas forever',
      'Become a validator without staking',
    ],
    correctAnswer: 1,
    explanation:
      'Introduced in Pectra, EIP-7702 adds a transaction type where an EOA authorizes code to act for its address, enabling batching and sponsorship.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Where is the value for a key in a Solidity mapping stored?',
    options: [
      "Sequentially after the mapping's slot",
      'In memory only',
      "At the slot keccak256(key concatenated with the mapping's slot)",
      "In the contract's bytecode",
    ],
    correctAnswer: 2,
    explanation: 'Hashing spreads entries across the 2^256 storage space so collisions are practically impossible.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What is the EVM word size?',
    options: ['64 bits', '32 bits', '512 bits', '256 bits'],
    correctAnswer: 3,
    explanation:
      '256-bit words make Keccak-256 hashes and secp256k1 arithmetic natural, at the cost of efficiency on normal hardware.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Which Casper FFG behaviours are slashable for validators?',
    options: [
      'Double votes and surround votes',
      'Going offline for one epoch',
      'Proposing an empty block',
      'Voting late',
    ],
    correctAnswer: 0,
    explanation:
      'Signing two different votes for the same target, or a vote that surrounds another, proves equivocation and is slashed.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: "How does Uniswap v3 store a pool's current price?",
    options: [
      'As a floating-point number',
      'As the square root of the price in Q64.96 fixed-point format',
      'As the ratio of reserves only',
      'As an integer in cents',
    ],
    correctAnswer: 1,
    explanation:
      'sqrtPriceX96 simplifies the concentrated-liquidity maths and avoids floating point, which the EVM lacks.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'How does Uniswap v2 provide manipulation-resistant price data to other contracts?',
    options: [
      'It queries Chainlink',
      'It stores a list of all trades',
      'It accumulates cumulative prices at the start of each block for TWAP calculations',
      'It averages prices across DEXs',
    ],
    correctAnswer: 2,
    explanation:
      'Contracts read the accumulator at two times and divide by the elapsed time to get a time-weighted average price.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What was the swap fee in Uniswap v2 pools?',
    options: ['0.05%', '1%', '0.01%', '0.30%'],
    correctAnswer: 3,
    explanation: 'All v2 pools charged 0.3% per swap, paid to liquidity providers; v3 introduced multiple fee tiers.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "In Curve's StableSwap, what does a higher amplification coefficient A do?",
    options: [
      'Makes the curve flatter near balance, lowering slippage for pegged assets',
      'Raises swap fees',
      'Increases token emissions',
      'Turns the pool into an order book',
    ],
    correctAnswer: 0,
    explanation:
      'A controls how closely the curve behaves like a constant-sum line around the peg before reverting to constant-product behaviour.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What invariant do Balancer weighted pools maintain?',
    options: [
      'The sum of balances is constant',
      'The product of each balance raised to its weight is constant',
      'Balances are always equal',
      'The average price is constant',
    ],
    correctAnswer: 1,
    explanation: "This generalises Uniswap's x*y=k to many tokens with custom weights, such as 80/20 pools.",
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What minimum collateral ratio did Liquity v1 require for an individual trove in normal mode?',
    options: ['150%', '200%', '110%', '101%'],
    correctAnswer: 2,
    explanation:
      'Liquity v1 allowed interest-free LUSD borrowing with a 110% minimum ratio and a stability pool absorbing liquidations.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'How did the Mango Markets exploit of October 2022 work?',
    options: [
      'A private key was leaked',
      'A reentrancy bug in a vault',
      'A bridge signature bypass',
      'The attacker pumped the MNGO price used by the oracle and borrowed against inflated collateral',
    ],
    correctAnswer: 3,
    explanation:
      "By manipulating the thinly traded MNGO price, the attacker's perp position was valued far too high and used to drain lending pools.",
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'How was Beanstalk drained in April 2022?',
    options: [
      'A flash loan bought enough governance votes to pass a malicious proposal',
      'An oracle returned zero',
      'Its admin key was phished',
      'A bridge was hacked',
    ],
    correctAnswer: 0,
    explanation:
      'The attacker borrowed huge voting power for one transaction and used emergency governance to send funds to itself.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'Which function was central to the March 2023 Euler Finance exploit?',
    options: [
      'flashLoan, which had no fee',
      'donateToReserves, which lacked a health check',
      'permit, which ignored nonces',
      'initialize, which could be called twice',
    ],
    correctAnswer: 1,
    explanation:
      'Donating collateral without checking account health let the attacker make a position insolvent and liquidate it profitably.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'How do Compound v2 cTokens pay interest to suppliers?',
    options: [
      'Their balance rebases daily',
      'Interest is sent as a separate token monthly',
      'Their exchange rate to the underlying asset increases over time',
      'They do not pay interest',
    ],
    correctAnswer: 2,
    explanation: 'Each cToken becomes redeemable for more underlying as borrowers pay interest into the market.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What is the Dai Savings Rate (DSR)?',
    options: [
      'The fee for minting DAI',
      'The liquidation penalty',
      'The rate of DAI inflation set by miners',
      "A rate paid to DAI holders who lock DAI in the protocol's savings contract",
    ],
    correctAnswer: 3,
    explanation: 'The DSR is set by Maker governance and funded from stability fees paid by vault owners.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What is a typical trigger for a Chainlink price feed to post a new on-chain update?',
    options: [
      'A deviation threshold or a heartbeat interval being reached',
      'Every Ethereum block',
      'Only when a user pays',
      'Once per calendar day only',
    ],
    correctAnswer: 0,
    explanation:
      'Feeds update when the price moves beyond a set percentage or when the heartbeat time elapses, whichever comes first.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "What did Uniswap v4's flash accounting change about multi-hop swaps?",
    options: [
      'Every hop now requires a separate transaction',
      'Only net balances are settled at the end, instead of transferring tokens at every hop',
      'Swaps are settled off-chain',
      'Fees are paid in ETH only',
    ],
    correctAnswer: 1,
    explanation:
      'With all pools in a singleton contract, intermediate deltas are tracked (using transient storage) and only final balances move.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What is a read-only reentrancy risk for protocols that integrate other pools?',
    options: [
      'Calling a view function costs all gas',
      'View functions can change state',
      'Reading a view function while the other contract is mid-update returns stale values',
      'A read-only contract can be self-destructed',
    ],
    correctAnswer: 2,
    explanation:
      'Curve pools have been a notable case: during a callback, a price view could reflect an inconsistent state used by a lending integrator.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "What does an option's gamma measure?",
    options: [
      'Sensitivity to time decay',
      'Sensitivity to implied volatility',
      'Sensitivity to interest rates',
      'The rate of change of delta with respect to the underlying price',
    ],
    correctAnswer: 3,
    explanation: 'Gamma is highest for at-the-money options close to expiry, where delta changes fastest.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "What does an option's theta measure?",
    options: [
      'How much its value changes as time passes',
      'Its sensitivity to price',
      'Its sensitivity to volatility',
      'The probability of expiring in the money',
    ],
    correctAnswer: 0,
    explanation: 'Theta is usually negative for long options, which lose time value as expiry approaches.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "What does an option's vega measure?",
    options: [
      'Sensitivity to the underlying price',
      'Sensitivity of the option price to implied volatility',
      "The option's remaining time",
      'The bid-ask spread',
    ],
    correctAnswer: 1,
    explanation: 'Long options have positive vega: they gain value when implied volatility rises.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What does put-call parity state for European options with the same strike and expiry?',
    options: [
      'Call equals put always',
      'Call plus put equals strike',
      'Call minus put equals spot minus the present value of the strike',
      'Call price is twice the put price',
    ],
    correctAnswer: 2,
    explanation: 'C - P = S - K e^(-rT); deviations open arbitrage opportunities.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'How does the Sortino ratio differ from the Sharpe ratio?',
    options: [
      'It ignores returns',
      'It uses the maximum drawdown instead of returns',
      'It is always higher than the Sharpe ratio by definition',
      'It penalises only downside volatility',
    ],
    correctAnswer: 3,
    explanation: 'Sortino divides excess return by downside deviation, so upside swings are not treated as risk.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'When futures trade above spot and prices rise with maturity, the curve is said to be in what state?',
    options: ['Contango', 'Backwardation', 'Parity', 'Inversion of carry'],
    correctAnswer: 0,
    explanation:
      'Contango is common in crypto futures when demand for leveraged longs is high; backwardation is the reverse.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'Why is crypto volatility often annualised with the square root of 365 rather than 252?',
    options: [
      'Crypto has more trading hours per day',
      'Crypto markets trade every day of the year',
      'Because of halving cycles',
      'Regulators require it',
    ],
    correctAnswer: 1,
    explanation:
      'Equity markets have about 252 trading days; crypto trades continuously, so daily volatility scales with sqrt(365).',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is an iceberg order?',
    options: [
      'An order that freezes funds for a year',
      'A stop-loss on a cold wallet',
      'A large order shown in small visible slices',
      'An order cancelled on volatility',
    ],
    correctAnswer: 2,
    explanation:
      'Only part of the size is displayed at a time to reduce the market impact of revealing the full order.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What does a 95% one-day Value at Risk (VaR) of 1,000 USD mean?',
    options: [
      'The maximum possible loss is 1,000 USD',
      'The expected daily profit is 1,000 USD',
      'There is a 95% chance of losing 1,000 USD',
      'On 95% of days the loss should not exceed 1,000 USD',
    ],
    correctAnswer: 3,
    explanation: 'VaR is a quantile of the loss distribution and says nothing about how large losses beyond it can be.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is a delta-neutral position?',
    options: [
      'A combination whose value is, for small moves, insensitive to the underlying price',
      'A position with zero fees',
      'A position with no options',
      'A fully leveraged long',
    ],
    correctAnswer: 0,
    explanation:
      'For example, holding spot and shorting an equal amount of perpetuals earns funding while hedging price direction.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is a covered call strategy?',
    options: [
      'Buying a call and a put',
      'Holding the asset and selling a call option on it',
      'Shorting the asset and buying a call',
      'Selling a put with no collateral',
    ],
    correctAnswer: 1,
    explanation: 'The premium provides income, but upside above the strike is given up.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'Under the Black-Scholes model, how are asset prices assumed to behave?',
    options: [
      'They follow a fixed linear trend',
      'They can go negative',
      'They follow geometric Brownian motion with constant volatility',
      'They jump only at halvings',
    ],
    correctAnswer: 2,
    explanation:
      'Real markets show fat tails and changing volatility, which shows up as volatility smiles in option prices.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'In a constant-product AMM, why does a larger trade get a worse average price?',
    options: [
      'The fee percentage grows with size',
      'Validators charge by trade size',
      'The pool adds a surcharge',
      'Each unit bought moves the reserves further along the curve',
    ],
    correctAnswer: 3,
    explanation: 'Price impact follows from x*y=k: buying more of one token makes each additional unit more expensive.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is a calendar spread?',
    options: [
      'Options or futures on the same asset with different expiries, one bought and one sold',
      'Trading only on certain weekdays',
      'A spread between two exchanges',
      'A bid-ask spread averaged over a month',
    ],
    correctAnswer: 0,
    explanation: 'Calendar spreads trade the term structure of prices or volatility rather than outright direction.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What does RFC 6979 specify for ECDSA?',
    options: [
      'A new elliptic curve',
      'Deterministic nonce generation derived from the key and message',
      'A password hashing scheme',
      'A key-exchange protocol',
    ],
    correctAnswer: 1,
    explanation:
      'Deriving k deterministically removes reliance on a good random number generator, avoiding nonce-reuse disasters.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why are ECDSA signatures malleable?',
    options: [
      'Because r is random',
      'Because the hash is truncated',
      'If (r, s) is valid, so is (r, n - s)',
      'Because public keys are compressed',
    ],
    correctAnswer: 2,
    explanation:
      'Bitcoin and Ethereum require the low-s form in standardness or consensus rules to remove this malleability.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question:
      'If an attacker knows an account-level extended public key (xpub) and one non-hardened child private key, what can they derive?',
    options: [
      'Nothing beyond that one key',
      'Only the seed phrase checksum',
      'Only future addresses',
      'The parent extended private key, and so every sibling key',
    ],
    correctAnswer: 3,
    explanation:
      'Non-hardened derivation is linear, which is why hardened derivation is used at account levels in BIP-44.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What does EIP-1967 standardise for proxy contracts?',
    options: [
      'Specific storage slots for the implementation and admin addresses',
      "The proxy's bytecode size",
      'A gas refund for upgrades',
      'A token standard',
    ],
    correctAnswer: 0,
    explanation:
      "Using pseudo-random slots derived from hashes avoids collisions with the implementation's own storage variables.",
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "Why must an upgradeable contract's implementation be initialized or have initializers disabled?",
    options: [
      'It saves gas',
      'Otherwise anyone may call initialize on it and take control',
      'Because proxies cannot hold ETH',
      'Because Solidity requires constructors',
    ],
    correctAnswer: 1,
    explanation:
      'Uninitialized implementations have allowed attackers to become owner and, for example, self-destruct the logic contract.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What flaw allowed the August 2022 Nomad bridge exploit?',
    options: [
      'A validator key was stolen',
      'A flash loan manipulated an oracle',
      'An upgrade marked the zero root as trusted, so unproven messages were accepted',
      'A Solidity overflow',
    ],
    correctAnswer: 2,
    explanation:
      'Once one exploit transaction was public, many others copied it by changing only the recipient address.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'How was the Wormhole bridge exploited in February 2022?',
    options: [
      'A reentrancy bug in Ethereum contracts',
      'A 51% attack on Solana',
      'A phished seed phrase',
      'Signature verification on Solana was bypassed to mint wrapped ETH without collateral',
    ],
    correctAnswer: 3,
    explanation:
      'A deprecated instruction let the attacker pass a fake verification account and mint about 120,000 wETH.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'How did attackers steal about $1.5 billion of ETH from Bybit in February 2025?',
    options: [
      'Signers of a Safe multisig approved a disguised malicious transaction shown by a compromised interface',
      'A flaw in Ethereum consensus',
      'A flash-loan oracle attack',
      'An exchange employee sent funds by mistake',
    ],
    correctAnswer: 0,
    explanation:
      "The malicious transaction changed the wallet's implementation contract, showing that signers must verify what they sign, not only the UI.",
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What is selfish mining?',
    options: [
      "Mining only one's own transactions",
      "Withholding found blocks to gain a larger share of rewards than one's hash rate",
      'Mining without a pool',
      'Refusing to pay fees',
    ],
    correctAnswer: 1,
    explanation:
      'Eyal and Sirer showed that a miner with less than half the hash power can profit by strategically releasing blocks.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why do proof-of-stake chains rely on weak subjectivity checkpoints?',
    options: [
      'To speed up block time',
      'To replace slashing',
      'To protect new nodes from long-range attacks using old validator keys',
      'To reduce blob sizes',
    ],
    correctAnswer: 2,
    explanation:
      'Former validators who have withdrawn cannot be slashed, so nodes syncing from scratch need a recent trusted checkpoint.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why must cryptographic code be constant-time?',
    options: [
      'To save gas',
      'To make signatures shorter',
      'To pass compiler checks',
      'Timing differences can leak secret key bits',
    ],
    correctAnswer: 3,
    explanation:
      'Side-channel attacks measure how long operations take, and branches or lookups that depend on secrets reveal them.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why is looping over an unbounded, user-growable array in a contract dangerous?',
    options: [
      'The loop can exceed the block gas limit and make the function unusable',
      'Loops are not allowed in Solidity',
      'It creates new ETH',
      'It always causes reentrancy',
    ],
    correctAnswer: 0,
    explanation: 'This denial-of-service pattern can lock funds; pull-based withdrawals or pagination avoid it.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What is the main privacy weakness of BIP-37 Bloom filters for SPV wallets?',
    options: [
      'They expose private keys',
      'The filters can reveal which addresses belong to the wallet',
      'They reveal the seed phrase',
      'They block all transactions',
    ],
    correctAnswer: 1,
    explanation:
      "Studies showed servers could often infer a wallet's addresses; BIP-157/158 compact block filters move matching to the client.",
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "What does an ECDSA signature's recovery id (v in Ethereum) allow?",
    options: [
      'Decrypting the message',
      'Replaying the signature on another chain',
      "Recovering the signer's public key from the signature and message",
      'Skipping nonce checks',
    ],
    correctAnswer: 2,
    explanation:
      "ecrecover uses it to pick the right candidate public key, so transactions need not include the sender's key.",
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'How large is a Groth16 proof, regardless of the size of the computation?',
    options: [
      'One element per constraint',
      'Logarithmic in the circuit size',
      'Linear in the witness',
      'Three group elements',
    ],
    correctAnswer: 3,
    explanation:
      'Constant-size proofs with fast verification are why Groth16 is popular, at the cost of a circuit-specific trusted setup.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What does the Fiat-Shamir heuristic do?',
    options: [
      'Turns an interactive proof into a non-interactive one by hashing the transcript for challenges',
      'Generates private keys from passwords',
      'Compresses blocks',
      'Encrypts messages to a group',
    ],
    correctAnswer: 0,
    explanation:
      "Replacing the verifier's random challenges with hash outputs is how most SNARKs and Schnorr signatures become non-interactive.",
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which property of Schnorr signatures enables key aggregation schemes like MuSig2?',
    options: [
      'They are shorter than hashes',
      'Linearity: signatures and keys can be added together',
      'They need no nonce',
      'They use RSA',
    ],
    correctAnswer: 1,
    explanation:
      'Aggregated multi-party signatures look like ordinary single-key signatures on-chain, saving space and improving privacy.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Roughly how much work does a generic collision search take against a 256-bit hash?',
    options: [
      'About 2^256 hash evaluations',
      'About 2^64 hash evaluations',
      'About 2^128 hash evaluations',
      'About 2^32 hash evaluations',
    ],
    correctAnswer: 2,
    explanation: 'The birthday paradox means collisions are expected after about the square root of the output space.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which quantum algorithm would break elliptic curve signatures given a large enough quantum computer?',
    options: ["Grover's algorithm", "Dijkstra's algorithm", "Lloyd's algorithm", "Shor's algorithm"],
    correctAnswer: 3,
    explanation:
      "Shor's algorithm solves discrete logarithms efficiently, whereas Grover's algorithm only gives a quadratic speed-up against hashes.",
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which signature scheme and curve does Solana use for transactions?',
    options: ['Ed25519', 'ECDSA over secp256k1', 'BLS over BLS12-381', 'RSA-2048'],
    correctAnswer: 0,
    explanation: 'Ed25519 is a Schnorr-style scheme over a twisted Edwards form of Curve25519.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: "What is Solana's Proof of History?",
    options: [
      'A proof-of-work puzzle',
      'A sequential SHA-256 hash chain used as a verifiable clock',
      'A zero-knowledge archive',
      'A record of validator identities',
    ],
    correctAnswer: 1,
    explanation: 'Repeated hashing cannot be parallelised, so the number of hashes between events proves time passed.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which family of codes is commonly used to erasure-code block data for data availability sampling?',
    options: ['Huffman codes', 'Hamming(7,4) codes only', 'Reed-Solomon codes', 'Morse codes'],
    correctAnswer: 2,
    explanation:
      'Extending data with Reed-Solomon means any sufficiently large subset of chunks can reconstruct it, so sampling can detect withholding.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is a key advantage of PLONK over Groth16?',
    options: [
      'No need for any cryptography',
      'Proofs smaller than Groth16',
      'No prover cost',
      'A universal, updatable trusted setup reusable across circuits',
    ],
    correctAnswer: 3,
    explanation:
      "Groth16 needs a new setup per circuit, while PLONK's single setup works for any circuit up to a size bound.",
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Why are hashes like Poseidon used inside ZK circuits?',
    options: [
      'They are designed to need few constraints over prime fields',
      'They are faster on CPUs than SHA-256',
      'They are quantum-proof by definition',
      'They produce longer outputs',
    ],
    correctAnswer: 0,
    explanation:
      'Bitwise hashes such as SHA-256 are expensive to express as field arithmetic, while Poseidon uses native field operations.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What does Monero use Bulletproofs for?',
    options: [
      'Hiding IP addresses',
      'Range proofs showing hidden amounts are non-negative',
      'Mining',
      'Generating stealth addresses',
    ],
    correctAnswer: 1,
    explanation: 'Bulletproofs replaced larger range proofs in 2018, cutting transaction sizes and fees.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What do stealth addresses provide?',
    options: [
      'A hidden mining pool',
      'Encrypted seed phrases',
      "A fresh one-time address for each payment derived from the recipient's public keys",
      'Faster block times',
    ],
    correctAnswer: 2,
    explanation:
      'Only the recipient can detect and spend such outputs, so observers cannot link payments to a published address.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'How does Tendermint-style BFT consensus differ from Nakamoto consensus in finality?',
    options: [
      'Blocks are never final',
      'Finality needs 100 confirmations',
      'Finality depends on the longest chain',
      'Blocks are final once more than two thirds of voting power commits',
    ],
    correctAnswer: 3,
    explanation:
      'Tendermint gives instant finality but halts rather than forks if more than a third of voting power is offline.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What does a threshold signature scheme (for example in MPC wallets) produce on-chain?',
    options: [
      'A single ordinary-looking signature from a key split among parties',
      'Several separate signatures',
      'A multisig script',
      'No signature at all',
    ],
    correctAnswer: 0,
    explanation: 'Key shares never combine in one place, yet the result verifies like a normal single-key signature.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What do BIP-157 and BIP-158 define?',
    options: [
      'Taproot signatures',
      'Compact block filters that light clients download and match locally',
      'Hierarchical key derivation',
      'Replace-by-fee rules',
    ],
    correctAnswer: 1,
    explanation:
      'Clients download a small filter per block and fetch only blocks that match, improving privacy over Bloom filters.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is the Ethereum KZG ceremony of 2023 an example of?',
    options: [
      'A token sale',
      'A validator election',
      'A multi-party trusted setup, secure if any one participant was honest',
      'A hard fork vote',
    ],
    correctAnswer: 2,
    explanation:
      'More than 100,000 contributions created the structured reference string that EIP-4844 blob commitments rely on.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is the hardened derivation index threshold in BIP-32?',
    options: [
      'Indices below 100 are hardened',
      'Only index 0 is hardened',
      'Even indices are hardened',
      'Indices 2^31 and above are hardened',
    ],
    correctAnswer: 3,
    explanation:
      "Hardened children, written with an apostrophe such as 44', are derived using the parent private key, so an xpub cannot derive them.",
    difficulty: 'hard',
    category: 'Technology',
  },
];
