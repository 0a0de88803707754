import type { BankQuestion } from './question.ts';

export const easyQuestions: BankQuestion[] = [
  {
    question: 'Who is credited as the pseudonymous creator of Bitcoin?',
    options: ['Satoshi Nakamoto', 'Nick Szabo', 'Vitalik Buterin', 'Hal Finney'],
    correctAnswer: 0,
    explanation:
      'The Bitcoin whitepaper was published under the name Satoshi Nakamoto in 2008, and the person or group behind it has never been conclusively identified. Hal Finney received the first bitcoin transaction from Satoshi.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What is the maximum number of bitcoins that will ever exist?',
    options: ['About 21 million', 'About 18 million', 'About 100 million', 'There is no fixed limit'],
    correctAnswer: 0,
    explanation:
      'The cap is not a single constant in the code: it emerges because the block subsidy keeps halving on a fixed schedule, so total issuance converges to just under 21 million.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What is the smallest unit of bitcoin called?',
    options: ['A gwei', 'A bit-cent', 'A wei', 'A satoshi'],
    correctAnswer: 3,
    explanation:
      "One satoshi equals 0.00000001 BTC, so a single bitcoin is divisible into 100 million satoshis; wallets often show small amounts in 'sats'.",
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "In which year was Bitcoin's genesis block mined?",
    options: ['2008', '2007', '2010', '2009'],
    correctAnswer: 3,
    explanation:
      'The genesis block was mined on 3 January 2009, a few months after the whitepaper appeared in October 2008. Its 50 BTC reward can never be spent.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What consensus mechanism does Bitcoin use to agree on new blocks?',
    options: ['Proof of Work', 'Proof of Stake', 'Delegated Proof of Stake', 'Proof of Authority'],
    correctAnswer: 0,
    explanation:
      'Miners compete to find a block hash below a target value; because this takes enormous computation, rewriting history would mean redoing all of that work.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'On average, how often is a new Bitcoin block found?',
    options: ['About every minute', 'About every 10 minutes', 'About every 12 seconds', 'About every hour'],
    correctAnswer: 1,
    explanation:
      'Individual blocks can arrive seconds or over an hour apart, but the difficulty adjustment keeps the long-run average close to ten minutes.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What was the title of the 2008 whitepaper that introduced Bitcoin?',
    options: [
      'A Next-Generation Smart Contract and Payment System',
      'Bitcoin: A Peer-to-Peer Electronic Cash System',
      'Bitcoin: A Trustless Ledger for Central Banks',
      'Bitcoin: A Decentralized Digital Gold Standard',
    ],
    correctAnswer: 1,
    explanation:
      'Satoshi Nakamoto shared the nine-page paper on a cryptography mailing list on 31 October 2008; it shows how proof of work can prevent double-spending without a trusted third party.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What do Bitcoin miners receive for adding a valid block to the chain?',
    options: [
      'A fixed salary from the Bitcoin Foundation',
      'A share of coins staked by validators',
      'Interest paid by exchanges on deposits',
      'New bitcoin plus transaction fees',
    ],
    correctAnswer: 3,
    explanation:
      'The first transaction in every block, the coinbase transaction, pays the miner the block subsidy plus the fees of all included transactions. As the subsidy shrinks over time, fees become a larger share of the reward.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What happens to the block reward during a Bitcoin 'halving'?",
    options: [
      'The block size is cut in half',
      'Transaction fees are cut in half',
      'The new-coin subsidy is cut in half',
      "Every holder's balance is cut in half",
    ],
    correctAnswer: 2,
    explanation:
      'Halvings slow the rate at which new bitcoin is issued, which is why supply growth declines over time; transaction fees are unaffected and still go to miners.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'On Bitcoin Pizza Day in May 2010, how many bitcoins were paid for two pizzas?',
    options: ['1,000 BTC', '100 BTC', '10,000 BTC', '50,000 BTC'],
    correctAnswer: 2,
    explanation:
      'Programmer Laszlo Hanyecz paid 10,000 BTC for two pizzas on 22 May 2010, one of the first documented purchases of physical goods with bitcoin.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What is the name for Bitcoin's public, shared record of all confirmed transactions?",
    options: ['The order book', 'The blockchain', 'The hash rate', 'The mempool'],
    correctAnswer: 1,
    explanation:
      'Every full node keeps its own copy of the blockchain and checks each new block against the rules; the mempool, by contrast, only holds transactions that are not yet confirmed.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Who proposed Ethereum in a whitepaper published in 2013?',
    options: ['Vitalik Buterin', 'Satoshi Nakamoto', 'Gavin Andresen', 'Charles Hoskinson'],
    correctAnswer: 0,
    explanation:
      'Buterin, a co-founder of Bitcoin Magazine, described a blockchain with a built-in programming language; the network launched in 2015 with several other co-founders.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What is the name of Ethereum's native currency?",
    options: ['Ethereum Classic (ETC)', 'Solidity', 'Ether (ETH)', 'Gas'],
    correctAnswer: 2,
    explanation:
      "Ether pays for transaction fees and is staked by validators to secure the network; 'gas' is only the unit that measures computational work, and it is priced in ether.",
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What is the smallest denomination of ether?',
    options: ['Wei', 'Satoshi', 'Finney', 'Gwei'],
    correctAnswer: 0,
    explanation: 'One ether equals 10^18 wei. Gas prices are usually quoted in gwei, which is one billion (10^9) wei.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What are programs that run on the Ethereum blockchain called?',
    options: ['Mining scripts', 'Oracle networks', 'Smart contracts', 'Sidechains'],
    correctAnswer: 2,
    explanation:
      'A smart contract is code deployed to its own address; anyone can call its functions, and every node executes them identically in the Ethereum Virtual Machine.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Which programming language is most widely used to write Ethereum smart contracts?',
    options: ['JavaScript', 'Solidity', 'Swift', 'Python'],
    correctAnswer: 1,
    explanation:
      'Solidity is a curly-brace language compiled to EVM bytecode. Vyper, a Python-inspired alternative, also compiles to the EVM, but Python itself does not run on-chain.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What does 'gas' measure on Ethereum?",
    options: [
      "The speed of a user's internet connection",
      'The amount of ETH a validator has staked',
      'The total number of tokens held in a wallet',
      'The computing work a transaction needs',
    ],
    correctAnswer: 3,
    explanation:
      'Each EVM operation has a fixed gas cost, and the fee is gas used multiplied by the price per unit; charging for every step is what stops infinite loops from freezing the network.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'In which year did the Ethereum mainnet launch?',
    options: ['2017', '2013', '2015', '2012'],
    correctAnswer: 2,
    explanation:
      'The first release, called Frontier, went live on 30 July 2015, roughly a year and a half after the whitepaper began circulating.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What was the 2022 upgrade that switched Ethereum from Proof of Work to Proof of Stake called?',
    options: ['Constantinople', 'The Merge', 'The Surge', 'The Splurge'],
    correctAnswer: 1,
    explanation:
      "On 15 September 2022 the original execution chain merged with the Beacon Chain, ending mining and cutting Ethereum's energy use by more than 99%.",
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What is the minimum amount of ETH needed to activate a solo Ethereum validator?',
    options: ['32 ETH', '16 ETH', '100 ETH', '1 ETH'],
    correctAnswer: 0,
    explanation:
      'Validators deposit at least 32 ETH into the deposit contract; holders with less can still earn staking rewards through pools or liquid staking services.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Which token standard is used for most fungible tokens on Ethereum?',
    options: ['ERC-721', 'ERC-20', 'EIP-1559', 'BRC-20'],
    correctAnswer: 1,
    explanation:
      'ERC-20 defines common functions such as transfer, balanceOf and approve, so wallets and exchanges can support any compliant token without custom code.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Which Ethereum standard is most commonly used for non-fungible tokens (NFTs)?',
    options: ['ERC-4626', 'ERC-777', 'ERC-20', 'ERC-721'],
    correctAnswer: 3,
    explanation:
      'ERC-721 gives every token a unique ID with its own owner, which suits collectibles and digital art; ERC-1155 is a later standard that can mix fungible and non-fungible items in one contract.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What does 'DeFi' stand for?",
    options: ['Defined financial interface', 'Decentralized finance', 'Deferred finance', 'Digital fiat'],
    correctAnswer: 1,
    explanation:
      'DeFi refers to financial services such as lending, trading and derivatives that run as smart contracts on public blockchains, without a bank or broker in the middle.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a stablecoin?',
    options: [
      'A coin that can only be traded on one exchange',
      'A token that must be held for a fixed lock-up period',
      'A coin whose total supply can never change',
      'A token built to hold a steady value, such as $1',
    ],
    correctAnswer: 3,
    explanation:
      'Stablecoins keep their peg in different ways: some hold cash and bonds in reserve, others are overcollateralized with crypto, and purely algorithmic designs have historically proven fragile.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a decentralized exchange (DEX)?',
    options: [
      'An exchange company that holds your deposits in its own accounts',
      'A government-run exchange for national currencies',
      'A smart-contract venue where you trade from your own wallet',
      'A broker that routes crypto orders to partner banks',
    ],
    correctAnswer: 2,
    explanation:
      'Because trades settle on-chain, a DEX never takes custody of your assets, though you still carry smart contract risk and pay network fees.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Which of these is a decentralized exchange?',
    options: ['Kraken', 'Coinbase', 'Uniswap', 'Bitstamp'],
    correctAnswer: 2,
    explanation:
      'Uniswap is a set of smart contracts that lets anyone swap tokens against liquidity pools, whereas the other three are companies that custody customer funds.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a liquidity pool?',
    options: [
      'Tokens locked in a contract that traders swap against',
      'A group of miners sharing hash power and block rewards',
      'A queue of pending transactions waiting for a block',
      'A bank account shared by a group of traders',
    ],
    correctAnswer: 0,
    explanation:
      "Instead of matching buyers with sellers, many DEXs let traders swap against pooled reserves, with prices set by a formula based on the pool's balances.",
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What do liquidity providers in an automated market maker typically earn?',
    options: [
      'Free airdropped NFTs',
      'Block rewards from mining',
      'Fixed interest set by a central bank',
      'A share of the trading fees',
    ],
    correctAnswer: 3,
    explanation:
      'Each swap pays a small fee into the pool, so providers earn in proportion to their share of it, while also taking on the price risk of holding both tokens.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What is 'yield farming'?",
    options: [
      'Mining bitcoin using renewable energy sources',
      'Buying coins and holding them without ever selling',
      'Lending cash to farmers through crypto platforms',
      'Putting crypto to work in DeFi to earn rewards',
    ],
    correctAnswer: 3,
    explanation:
      'Yield farmers supply liquidity or lend assets in exchange for fees, interest or reward tokens; very high advertised yields often come from token emissions and can fall quickly.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a governance token usually used for?',
    options: [
      'Voting on changes to a protocol',
      'Paying transaction fees on Bitcoin',
      'Proving identity to a bank',
      'Unlocking a hardware wallet',
    ],
    correctAnswer: 0,
    explanation:
      'Holders of tokens such as UNI can propose and vote on changes like fee settings or treasury spending, spreading control of a protocol beyond its original developers.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'In DeFi, what does TVL stand for?',
    options: ['Token volume limit', 'Total value locked', 'Total verified liquidity', 'Transaction validation layer'],
    correctAnswer: 1,
    explanation:
      "TVL sums the assets deposited in a protocol's smart contracts; it is a rough gauge of usage, although the same assets can be counted more than once when reused across protocols.",
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Which stablecoin is issued by the company Circle?',
    options: ['USDT', 'USDC', 'FRAX', 'DAI'],
    correctAnswer: 1,
    explanation:
      'USDC is backed by cash and short-term US government debt and can be redeemed 1:1 for dollars by eligible customers; USDT is issued by Tether, and DAI is minted against crypto collateral.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'When borrowing from a DeFi lending protocol like Aave, what must a borrower usually provide?',
    options: [
      'A signed paper loan agreement',
      "A guarantee from the borrower's bank",
      'Collateral worth more than the loan',
      'A good credit score from a bureau',
    ],
    correctAnswer: 2,
    explanation:
      'Because the protocol cannot verify identity or chase debts, loans are overcollateralized, and collateral is sold automatically if its value falls too far relative to the debt.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a market order?',
    options: [
      'An order that waits until the daily market close to execute',
      "An order visible only to the exchange's market makers",
      'An order that fills only at a price you specify',
      'An order filled right away at the best available price',
    ],
    correctAnswer: 3,
    explanation:
      'Market orders prioritize speed over price, so in thin markets they can fill at noticeably worse prices than the last traded price.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is a limit order?',
    options: [
      'An order that expires automatically after one minute',
      'An order capped at a maximum size',
      'An order to trade only at a set price or better',
      'An order filled instantly at whatever price is available',
    ],
    correctAnswer: 2,
    explanation:
      'A buy limit placed below the market sits in the order book until the price reaches it, so you control the price but the order may never fill.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'HODL' mean in crypto culture?",
    options: [
      'Selling at the first sign of profit to lock in gains',
      'Handing coins to an exchange to manage',
      'Holding an asset long term despite price swings',
      'Trading with borrowed money',
    ],
    correctAnswer: 2,
    explanation:
      "The term comes from a misspelled 'I AM HODLING' post on the BitcoinTalk forum in December 2013 and was later turned into the backronym 'hold on for dear life'.",
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a 'bull market'?",
    options: [
      'A period of generally rising prices',
      'A period of generally falling prices',
      'A market with very low trading volume',
      'A market open only to institutions',
    ],
    correctAnswer: 0,
    explanation:
      'The opposite is a bear market. A common mnemonic: a bull thrusts its horns upward, while a bear swipes its paws downward.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'FOMO' stand for?",
    options: ['Fear of missing out', 'Fast order, maximum output', 'Fund of managed options', 'Fear of market orders'],
    correctAnswer: 0,
    explanation:
      'FOMO describes buying impulsively because prices are rising fast; it often leads traders to enter near local tops.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is a centralized exchange (CEX)?',
    options: [
      'A company-run venue that holds your funds and matches trades',
      'A peer-to-peer network of Bitcoin nodes',
      'A government agency that regulates crypto trading',
      'A smart contract that lets anyone swap tokens straight from their wallet',
    ],
    correctAnswer: 0,
    explanation:
      'CEXs offer convenience, fast order matching and bank on-ramps, but users depend on the company to safeguard their deposits.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "How is a cryptocurrency's market capitalization usually calculated?",
    options: [
      'Number of holders multiplied by price',
      'Price multiplied by circulating supply',
      'Price multiplied by daily trading volume',
      'Total fees paid in a day',
    ],
    correctAnswer: 1,
    explanation:
      'Market cap is a quick size comparison, but it says nothing about how much could actually be realized by selling, since liquidity is often far thinner.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'volatility' describe in trading?",
    options: [
      'How fast transactions confirm',
      'How many coins are currently in circulation',
      'How many exchanges list an asset',
      'How much and how quickly prices fluctuate',
    ],
    correctAnswer: 3,
    explanation:
      'Volatility is often measured as the standard deviation of returns; crypto assets are typically far more volatile than major stock indices.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is dollar-cost averaging (DCA)?',
    options: [
      'Converting all holdings to dollars monthly',
      'Investing a fixed amount at regular intervals',
      'Buying only when the price hits a new low',
      'Averaging prices across exchanges before trading',
    ],
    correctAnswer: 1,
    explanation:
      'By spending the same amount each period you buy more units when prices are low and fewer when high, which reduces the impact of a badly timed lump-sum purchase.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'In the trading pair BTC/USDT, which asset is the quote currency?',
    options: ['Both equally', 'BTC', "The exchange's native token", 'USDT'],
    correctAnswer: 3,
    explanation:
      'The quote currency is the one the price is expressed in: a BTC/USDT price tells you how many USDT one BTC costs, making BTC the base asset.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is an exchange's order book?",
    options: [
      'A record of every past transaction on the blockchain',
      "The exchange's internal ledger of fees collected",
      'A live list of open buy and sell orders at each price',
      'A guide explaining how to place different trade types',
    ],
    correctAnswer: 2,
    explanation:
      'The highest bid and lowest ask in the book define the spread, and the size of orders near the top shows how much can be traded without moving the price much.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is a private key in crypto?',
    options: [
      'The password you use to log in to an exchange',
      "An encryption key held by the network's operators",
      'A public identifier that others use to pay you',
      'A secret number that authorizes spending funds',
    ],
    correctAnswer: 3,
    explanation:
      'Anyone who knows a private key can sign transactions for its funds, and there is no password reset: losing it means losing access, and leaking it means losing control.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is a seed phrase (recovery phrase)?',
    options: [
      'A password that unlocks your exchange account online',
      'A code used to verify email addresses',
      "A list of words that can regenerate a wallet's keys",
      'The first words written in a blockchain',
    ],
    correctAnswer: 2,
    explanation:
      'Most wallets show a 12- or 24-word phrase when created; whoever holds these words can restore every account the wallet derives, on any compatible device.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Someone claiming to be wallet support asks for your seed phrase to fix a problem. What should you do?',
    options: [
      'Share it if they verify their identity',
      'Refuse; legitimate support never needs it',
      'Share only half of the words',
      'Send it by encrypted email',
    ],
    correctAnswer: 1,
    explanation:
      'A seed phrase gives complete control of the wallet, so any request for it is a scam however official it looks; genuine support can help without it.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is a hardware wallet?',
    options: [
      'A USB stick that physically holds the coins themselves',
      'A device that keeps keys offline and signs transactions',
      'A bank vault service for storing printed paper wallets',
      'A dedicated computer built for mining new blocks',
    ],
    correctAnswer: 1,
    explanation:
      "Because the keys never leave the device, malware on your computer cannot read them; you should still confirm addresses on the device's own screen.",
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is phishing?',
    options: [
      'Fake sites or messages that steal your secrets',
      'Splitting a coin into smaller units to hide it',
      "Monitoring a wallet's balance without permission",
      'Mining crypto with electricity stolen from others',
    ],
    correctAnswer: 0,
    explanation:
      'Phishing sites often copy real wallet or exchange pages pixel for pixel; using bookmarks for official URLs and checking domains carefully blocks most attempts.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What does the saying 'not your keys, not your coins' mean?",
    options: [
      'Coins are lost if you forget an exchange password',
      'Only miners truly own bitcoin',
      'Coins must be split across two exchanges',
      'Whoever holds the keys controls the funds',
    ],
    correctAnswer: 3,
    explanation:
      "Exchange balances are claims on a company; collapses such as FTX in 2022 left customers unable to withdraw, while self-custodied coins stayed under their owners' control.",
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Why is SMS-based two-factor authentication weaker than an authenticator app?',
    options: [
      'Authenticator apps also back up your seed phrase',
      'Your number can be hijacked via a SIM swap',
      'SMS codes are longer and easier to mistype',
      'Text messages cost money to receive abroad',
    ],
    correctAnswer: 1,
    explanation:
      'In a SIM swap, a criminal persuades a carrier to move your number to their SIM and then receives your codes; app-based codes and hardware security keys are not tied to a phone number.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is a 'rug pull'?",
    options: [
      'A sudden drop in network hash rate',
      'A wallet update that changes addresses',
      "Developers abandon a project and take investors' money",
      'An exchange pausing withdrawals for scheduled maintenance',
    ],
    correctAnswer: 2,
    explanation:
      'Rug pulls often involve new tokens where the team controls the liquidity pool or can mint unlimited supply, and drains it once hype has drawn buyers in.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is the safest common way to back up a seed phrase?',
    options: [
      'Write it on paper or metal and store it offline',
      'Email it to yourself',
      'Store it in a cloud notes app',
      "Save a screenshot of it in your phone's photo gallery",
    ],
    correctAnswer: 0,
    explanation:
      'Anything stored in an internet-connected account can be exposed by a breach or malware; metal backups also survive fire and water better than paper.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Why should you double-check the full recipient address before sending crypto?',
    options: [
      'The network charges extra fees when there is a typo',
      'Exchanges refund mistakes only after 30 days',
      'Addresses expire after a single use',
      'Blockchain transfers generally cannot be reversed',
    ],
    correctAnswer: 3,
    explanation:
      'There is no bank to issue a chargeback, so funds sent to a wrong or attacker-controlled address are usually gone; sending a small test amount first is a common precaution.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Which of these is a classic sign of a crypto giveaway scam?',
    options: [
      'A promise to send back double whatever you send',
      'A prompt to verify an address on your hardware wallet',
      'A wallet asking you to back up your seed phrase',
      'A transaction that requires a network fee',
    ],
    correctAnswer: 0,
    explanation:
      "Impersonators of celebrities and companies run fake 'send 1, get 2 back' livestreams and posts; no legitimate giveaway requires you to send funds first.",
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is a blockchain?',
    options: [
      'A central database run by one company',
      'A messaging protocol for banks',
      'A type of hardware used for mining',
      'A ledger of blocks linked by hashes',
    ],
    correctAnswer: 3,
    explanation:
      'Each block stores the hash of the one before it, so altering any old block would change every later hash, making tampering easy to detect.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a node in a blockchain network?',
    options: [
      "A computer running the network's software",
      "A wallet's backup file",
      'A token used to pay fees',
      'A single transaction stored inside a block',
    ],
    correctAnswer: 0,
    explanation:
      'Full nodes independently verify every block and transaction against the protocol rules, so they do not have to trust miners, validators or other nodes.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What does a cryptographic hash function do?',
    options: [
      'Encrypts data so that it can be decrypted later with a key',
      'Compresses files without losing data',
      'Maps any input to a fixed-size, one-way fingerprint',
      'Generates random private keys for users',
    ],
    correctAnswer: 2,
    explanation:
      'Even a one-character change in the input produces a completely different hash, which makes hashes useful as fingerprints for blocks and transactions.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'Which hash function does Bitcoin mining use?',
    options: ['Scrypt', 'MD5', 'Keccak-256', 'SHA-256'],
    correctAnswer: 3,
    explanation:
      'Miners apply SHA-256 twice to the 80-byte block header, and specialized ASIC chips now do this trillions of times per second; Litecoin, by contrast, uses Scrypt.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "How are a wallet's public key and private key related?",
    options: [
      'The private key is derived from the public key',
      'They are chosen independently at random',
      'The public key is derived from the private key',
      'They are identical but stored separately',
    ],
    correctAnswer: 2,
    explanation:
      'Deriving a public key uses elliptic curve multiplication, which is easy in one direction but infeasible to reverse, so sharing the public key does not expose the private one.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is a 'fork' in blockchain terms?",
    options: [
      'A tool that lets miners find blocks faster',
      'A split in the chain or a change to its rules',
      'A wallet feature for splitting coins between accounts',
      'A fee paid to switch networks',
    ],
    correctAnswer: 1,
    explanation:
      'Forks can be temporary, when two blocks are found at nearly the same time, or permanent, when nodes adopt incompatible rules and two separate networks continue.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What does it mean for a blockchain to be decentralized?',
    options: [
      'No single party controls the network',
      'Transactions are processed by one bank',
      'Only governments can run nodes',
      'All data is stored on one central server',
    ],
    correctAnswer: 0,
    explanation:
      'Control is spread across many independent nodes and block producers, so no one entity can unilaterally censor transactions or rewrite the ledger.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'Why do users pay transaction fees on most blockchains?',
    options: [
      'To cover the license cost of wallet software',
      'To reward those who add transactions to blocks',
      'To pay the company that owns and runs the blockchain',
      'To buy insurance against hacks and lost funds',
    ],
    correctAnswer: 1,
    explanation:
      'Block space is limited, so fees also work like an auction: when the network is busy, transactions offering higher fees tend to be confirmed first.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is the mempool?',
    options: [
      'A pool of tokens used for lending',
      "A node's set of unconfirmed transactions",
      'A storage area for very old, pruned blocks',
      'A pool of miners who share block rewards',
    ],
    correctAnswer: 1,
    explanation:
      'Each node keeps its own mempool, so contents differ slightly between nodes; block producers typically pick the highest-paying transactions from it.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a Layer 2 network?',
    options: [
      'A backup copy of the base chain run by exchanges',
      'A rival blockchain with its own separate rules',
      'A network built on a base chain to add capacity',
      'The networking layer of the internet',
    ],
    correctAnswer: 2,
    explanation:
      "Layer 2s such as Bitcoin's Lightning Network or Ethereum rollups handle activity off the main chain while relying on it for security and final settlement.",
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is the difference between a coin and a token?',
    options: [
      'Coins are native to a chain; tokens are built on one',
      'Coins are physical objects; tokens are purely digital',
      "Tokens can't be traded; coins can",
      'Coins are always worth more than tokens',
    ],
    correctAnswer: 0,
    explanation:
      "ETH is Ethereum's native coin, while a stablecoin such as USDC is a token created by smart contracts running on Ethereum and other chains.",
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is the ticker symbol most commonly used for bitcoin?',
    options: ['BTC', 'BTN', 'BIT', 'XBC'],
    correctAnswer: 0,
    explanation:
      'BTC is the ticker used by nearly all exchanges and wallets; the ISO-style code XBT is sometimes seen too.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What do people call the computers that compete to add new blocks to Bitcoin?',
    options: ['Stakers', 'Miners', 'Validators of stake', 'Oracles'],
    correctAnswer: 1,
    explanation:
      'Bitcoin miners spend computing power on proof of work, and the one who finds a valid block earns the block reward.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What is a Bitcoin address used for?',
    options: ['Storing the blockchain', 'Mining new blocks', 'Receiving bitcoin', 'Encrypting emails'],
    correctAnswer: 2,
    explanation:
      'An address is derived from a public key or script and tells senders where to send coins; it is safe to share.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What is the Lightning Network?',
    options: [
      'A Bitcoin mining pool',
      'A hardware wallet brand',
      'A Bitcoin fork with bigger blocks',
      'A Layer 2 payment network built on Bitcoin',
    ],
    correctAnswer: 3,
    explanation:
      'Lightning lets users open payment channels and make fast, cheap payments off-chain, settling on Bitcoin only when channels open or close.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What is a 'block' in Bitcoin?",
    options: [
      'A batch of transactions added to the chain together',
      'A single bitcoin coin',
      'A banned address',
      'A type of wallet',
    ],
    correctAnswer: 0,
    explanation:
      'Each block bundles many transactions with a header linking it to the previous block, forming the chain.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What does it mean when a Bitcoin transaction has 'confirmations'?",
    options: [
      'It was approved by a bank',
      'It has been included in a block, with more blocks built on top',
      'The receiver clicked accept',
      'It was signed twice',
    ],
    correctAnswer: 1,
    explanation:
      'One confirmation means the transaction is in a block; each later block adds another confirmation and makes reversal harder.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Can a confirmed Bitcoin transaction normally be reversed by a company or bank?',
    options: [
      'Yes, by calling Bitcoin support',
      'Yes, within 30 days',
      'No, there is no central party that can reverse it',
      'Only on weekends',
    ],
    correctAnswer: 2,
    explanation:
      'Bitcoin has no central operator, so payments cannot be charged back; that is why checking before sending matters.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Roughly what happens to the Bitcoin block subsidy about every four years?',
    options: ['It doubles', 'It stays exactly the same', 'It is voted on by miners', 'It is cut in half'],
    correctAnswer: 3,
    explanation:
      'The halving occurs every 210,000 blocks, which at about 10 minutes per block works out to roughly four years.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What is needed to run a full Bitcoin node?',
    options: [
      'Software that downloads and verifies the whole blockchain',
      'A licence from a central bank',
      'A mining rig',
      'At least one whole bitcoin',
    ],
    correctAnswer: 0,
    explanation: 'Anyone can run Bitcoin Core or similar software to independently verify every block and transaction.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What is Bitcoin Core?',
    options: [
      'A company that owns Bitcoin',
      'The reference open-source software for running a Bitcoin node',
      'A Bitcoin exchange',
      'A type of mining chip',
    ],
    correctAnswer: 1,
    explanation:
      'Bitcoin Core descends from the original client released by Satoshi Nakamoto and is maintained by open-source contributors.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Is Bitcoin open-source software?',
    options: [
      'No, the code is secret',
      'Only the wallet is open',
      'Yes, its code is publicly available to read and contribute to',
      'Only miners can see the code',
    ],
    correctAnswer: 2,
    explanation:
      'Anyone can inspect, copy or propose changes to Bitcoin software, which helps people verify it behaves as claimed.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What does a Bitcoin miner include as the first transaction of a block to pay itself?',
    options: [
      'The genesis transaction',
      'The refund transaction',
      'The fee-burn transaction',
      'The coinbase transaction',
    ],
    correctAnswer: 3,
    explanation: 'The coinbase transaction creates the new subsidy and collects fees; it has no real inputs.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "In Bitcoin, what are 'sats'?",
    options: ['Short for satoshis, the smallest unit', 'Satellite nodes', 'Saturday trades', 'Signed transactions'],
    correctAnswer: 0,
    explanation: 'Sats are hundred-millionths of a bitcoin and are often used to express small amounts.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "Why is Bitcoin sometimes called 'digital gold'?",
    options: [
      'It is backed by gold bars',
      'Its supply is limited and it is used by some as a store of value',
      'It is mined from gold',
      'It is printed by gold companies',
    ],
    correctAnswer: 1,
    explanation:
      'The comparison refers to scarcity and the store-of-value narrative, not to any physical gold backing.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What is the Ethereum Virtual Machine (EVM)?',
    options: [
      'A hardware wallet',
      'An Ethereum mining chip',
      'The environment that runs smart contract code on Ethereum',
      'A crypto exchange',
    ],
    correctAnswer: 2,
    explanation: 'Every Ethereum node runs the EVM to execute contracts in the same way, so all agree on the results.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What do Ethereum validators lock up to take part in consensus?',
    options: ['Bitcoin', 'Mining hardware', 'Government bonds', 'ETH as stake'],
    correctAnswer: 3,
    explanation:
      'Since the Merge, Ethereum uses proof of stake: validators stake ETH and can lose some if they misbehave.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What is a 'dApp'?",
    options: [
      'A decentralized application built on smart contracts',
      'A desktop application',
      'A type of stablecoin',
      'A data backup app',
    ],
    correctAnswer: 0,
    explanation:
      'dApps use smart contracts on a blockchain as their back end, often with a normal web interface in front.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What is ENS on Ethereum?',
    options: [
      'An Ethereum mining pool',
      'The Ethereum Name Service, mapping readable names to addresses',
      'A Layer 1 blockchain',
      'An exchange for NFTs',
    ],
    correctAnswer: 1,
    explanation:
      'ENS lets users register names ending in .eth that point to addresses, so people can send to a name instead of a long hex string.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What does an Ethereum address look like?',
    options: [
      'A 12-word phrase',
      "A string starting with 'bc1'",
      "A hex string starting with '0x'",
      'An email address',
    ],
    correctAnswer: 2,
    explanation: 'Ethereum addresses are 20 bytes shown as 40 hexadecimal characters after the 0x prefix.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What is 'gwei'?",
    options: [
      'A separate cryptocurrency',
      'An Ethereum wallet',
      'A gas-saving upgrade',
      'A unit of ether equal to one billionth of an ETH',
    ],
    correctAnswer: 3,
    explanation: 'Gas prices are usually quoted in gwei because it is a convenient size; 1 gwei is 10^9 wei.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What happens to the gas fee if an Ethereum transaction fails?',
    options: [
      'The gas used is still paid',
      'It is always refunded in full',
      'The receiver pays it',
      'It is paid in bitcoin',
    ],
    correctAnswer: 0,
    explanation:
      'Validators still did the work to execute the transaction up to the failure, so the gas consumed is charged.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What is MetaMask?',
    options: [
      'A Layer 2 network',
      'A popular browser wallet for Ethereum and EVM chains',
      'A stablecoin',
      'A mining pool',
    ],
    correctAnswer: 1,
    explanation:
      'MetaMask is a self-custodial wallet extension and app that lets users sign transactions and connect to dApps.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What is an NFT?',
    options: [
      'A fungible coin like ETH',
      'A type of exchange',
      'A unique token that represents a distinct item',
      'A gas fee',
    ],
    correctAnswer: 2,
    explanation: 'Non-fungible tokens are each distinct, unlike fungible tokens where every unit is interchangeable.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "Which network is known as Ethereum's main public network?",
    options: ['Testnet', 'Devnet', 'Sidenet', 'Mainnet'],
    correctAnswer: 3,
    explanation:
      'Mainnet is the production chain with real value; testnets such as Sepolia use coins with no value for testing.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What is an Ethereum testnet used for?',
    options: [
      'Testing apps with tokens that have no real value',
      'Storing real savings',
      'Mining bitcoin',
      'Voting on elections',
    ],
    correctAnswer: 0,
    explanation: 'Developers deploy and test contracts on testnets like Sepolia before risking real funds on mainnet.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What is a 'block explorer' such as Etherscan?",
    options: [
      'A mining tool',
      'A website to look up blocks, transactions and addresses',
      'A wallet that holds keys',
      'A trading bot',
    ],
    correctAnswer: 1,
    explanation:
      'Explorers read the public blockchain and present it in a searchable way, so anyone can check a transaction.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Who pays the gas fee for a normal Ethereum transaction?',
    options: ['The receiver', 'The Ethereum Foundation', 'The sender of the transaction', 'Nobody; it is free'],
    correctAnswer: 2,
    explanation: 'The account that signs and sends the transaction pays for the gas it uses.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Can deployed smart contract code normally be edited in place?',
    options: [
      'Yes, anyone can edit it',
      'Yes, but only on Sundays',
      'Only by miners',
      'No, deployed code is immutable unless built with an upgrade pattern',
    ],
    correctAnswer: 3,
    explanation:
      'Code at an address does not change; upgradeable contracts use proxies that point to new logic contracts.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What does a decentralized lending protocol let users do?',
    options: [
      'Lend and borrow crypto without a bank',
      'Mine new coins',
      'Print government money',
      'Buy stocks on an exchange',
    ],
    correctAnswer: 0,
    explanation:
      'Protocols such as Aave or Compound use smart contracts to match deposits and loans, with collateral securing borrowers.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is an automated market maker (AMM)?',
    options: [
      'A human broker',
      'A smart contract that prices trades using a formula and pooled liquidity',
      'A trading bot on a CEX',
      'A central bank',
    ],
    correctAnswer: 1,
    explanation: 'AMMs such as Uniswap let users trade against a pool; the price comes from the ratio of tokens in it.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Which of these is a DeFi lending protocol?',
    options: ['Coinbase', 'Ledger', 'Aave', 'Etherscan'],
    correctAnswer: 2,
    explanation:
      'Aave is a decentralized lending and borrowing protocol; the others are an exchange, a wallet maker and an explorer.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What does 'staking' generally mean?",
    options: [
      'Selling tokens quickly',
      'Mining with a GPU',
      'Borrowing without collateral',
      'Locking up tokens to help secure a network or protocol, often for rewards',
    ],
    correctAnswer: 3,
    explanation:
      'In proof-of-stake systems staked tokens back validators, who earn rewards and can be penalised for misbehaviour.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What is 'wrapped ETH' (WETH)?",
    options: [
      'An ERC-20 token representing ETH one-to-one',
      'A different blockchain',
      'A stablecoin pegged to the dollar',
      'An NFT collection',
    ],
    correctAnswer: 0,
    explanation:
      'Native ETH is not an ERC-20 token, so WETH wraps it to make it easy to use in contracts that expect ERC-20.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a DAO?',
    options: [
      'A type of bank account',
      'A decentralized autonomous organization governed by token holders or members',
      'A crypto tax form',
      'A hardware wallet',
    ],
    correctAnswer: 1,
    explanation:
      'DAOs use smart contracts and votes to make decisions, such as changing protocol settings or spending a treasury.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Which stablecoin is issued by Tether?',
    options: ['USDC', 'DAI', 'USDT', 'BUSD'],
    correctAnswer: 2,
    explanation: 'USDT is issued by Tether and is one of the most widely traded stablecoins.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a DEX aggregator?',
    options: [
      'A wallet for one token',
      'A mining pool',
      'A type of NFT',
      'A service that finds the best price across many DEXs',
    ],
    correctAnswer: 3,
    explanation:
      'Aggregators such as 1inch split or route trades across several liquidity sources to get a better rate.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Why do DeFi loans usually require more collateral than the amount borrowed?',
    options: [
      'Because there is no credit check, and prices can fall',
      'Because banks require it',
      'To pay miners',
      'Because tokens are always worth zero',
    ],
    correctAnswer: 0,
    explanation:
      'Over-collateralization protects lenders: if collateral value falls, it can be liquidated before the loan goes bad.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What does it mean that DeFi is 'permissionless'?",
    options: [
      'Only approved banks can use it',
      'Anyone with a wallet can use it without asking approval',
      'It needs a government licence',
      'It only works with an account manager',
    ],
    correctAnswer: 1,
    explanation: 'Public smart contracts can be called by any address, so access does not depend on a gatekeeper.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "In DeFi, what is 'composability'?",
    options: [
      'Coins can be split into smaller units',
      'Tokens can be printed',
      'Protocols can plug into each other like building blocks',
      'Wallets can be composed of paper',
    ],
    correctAnswer: 2,
    explanation:
      'Because contracts are public and interoperable, one protocol can use another, like a lender accepting a DEX LP token.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is a liquidity provider (LP) token?',
    options: [
      'A token for paying gas',
      'A governance vote',
      'A stablecoin',
      'A token that represents your share of a liquidity pool',
    ],
    correctAnswer: 3,
    explanation:
      'When you deposit into a pool you receive LP tokens, which you later return to withdraw your share plus fees.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What does a dollar-pegged stablecoin aim to keep stable?',
    options: ['Its price near one US dollar', 'The number of holders', 'Its block time', 'Its gas fee'],
    correctAnswer: 0,
    explanation: 'Pegged stablecoins use reserves, collateral or other mechanisms to stay close to 1 USD.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What is 'slippage tolerance' in a swap interface?",
    options: [
      'The gas fee',
      'The maximum price change you accept before the trade fails',
      'The number of pools used',
      'The trading fee of the DEX',
    ],
    correctAnswer: 1,
    explanation:
      'If the price moves more than the tolerance before your trade executes, the transaction reverts instead of filling badly.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What is a 'bear market'?",
    options: [
      'A period of rising prices',
      'A market for NFTs',
      'A period of generally falling prices',
      'A market closed on weekends',
    ],
    correctAnswer: 2,
    explanation: 'Bear markets are prolonged declines with pessimistic sentiment; bull markets are the opposite.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'FUD' stand for?",
    options: [
      'Fast, useful and decentralized',
      'Funds under deposit',
      'Future upgrade date',
      'Fear, uncertainty and doubt',
    ],
    correctAnswer: 3,
    explanation: 'FUD describes negative information, true or not, that spreads fear and can push prices down.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a 'whale' in crypto?",
    options: [
      'Someone holding a very large amount of a cryptocurrency',
      'A new investor',
      'A mining pool',
      'A scam token',
    ],
    correctAnswer: 0,
    explanation: 'Whales hold enough that their buys or sells can noticeably move the market.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is trading volume?',
    options: [
      'The loudness of a trading room',
      'The amount of an asset traded over a period',
      'The number of coins in existence',
      'The price of one coin',
    ],
    correctAnswer: 1,
    explanation: 'Volume shows how actively an asset is traded; higher volume often means easier entry and exit.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is liquidity in a market?',
    options: [
      'The amount of water in a pool',
      'A type of coin',
      'How easily an asset can be bought or sold without moving the price much',
      'The tax on a trade',
    ],
    correctAnswer: 2,
    explanation: 'Liquid markets have many buyers and sellers, so large orders cause little price impact.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'going long' mean?",
    options: [
      'Betting the price will fall',
      'Holding for exactly one year',
      'Trading only at night',
      'Buying in expectation that the price will rise',
    ],
    correctAnswer: 3,
    explanation: 'A long position profits if the price goes up; a short position profits if it falls.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is a trading fee?',
    options: [
      'A charge an exchange takes for executing a trade',
      'A tax paid to miners only',
      'A reward for holding',
      'A bonus for new users',
    ],
    correctAnswer: 0,
    explanation: 'Exchanges charge fees, often a percentage of the trade, and many charge makers less than takers.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is an 'all-time high' (ATH)?",
    options: [
      'The highest block number',
      'The highest price an asset has ever reached',
      'The longest trading day',
      'The biggest exchange',
    ],
    correctAnswer: 1,
    explanation: 'ATH marks the record price; traders often compare current prices to it.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is a portfolio?',
    options: [
      'A single trade',
      'A wallet seed phrase',
      'The collection of assets someone holds',
      'An exchange account password',
    ],
    correctAnswer: 2,
    explanation:
      'A portfolio might hold several coins and stablecoins; spreading across assets is called diversification.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is diversification?',
    options: [
      'Putting everything into one coin',
      'Trading only on one exchange',
      'Using leverage',
      'Spreading money across different assets to reduce risk',
    ],
    correctAnswer: 3,
    explanation: 'If one asset falls, others may not fall as much, which reduces the impact of any single loss.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a 'pump and dump'?",
    options: [
      'Hyping an asset to raise its price, then selling to latecomers',
      'A mining technique',
      'A type of limit order',
      'A stablecoin mechanism',
    ],
    correctAnswer: 0,
    explanation:
      'Organisers buy cheaply, promote the asset, and sell into the buying they created, leaving others with losses.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What does KYC stand for on exchanges?',
    options: ['Keep Your Coins', 'Know Your Customer', 'Key Yield Calculation', 'Know Your Chain'],
    correctAnswer: 1,
    explanation: 'KYC means identity checks exchanges perform when users sign up, as required in many jurisdictions.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is a candlestick chart?',
    options: [
      'A chart of mining difficulty',
      'A list of wallet addresses',
      'A chart showing open, high, low and close prices for each period',
      'A chart of block sizes',
    ],
    correctAnswer: 2,
    explanation: 'Each candle summarises one period; its body spans open to close and wicks show the high and low.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What does trading on leverage do?',
    options: [
      'Removes all risk',
      'Guarantees profit',
      'Lowers trading fees to zero',
      'Magnifies both gains and losses',
    ],
    correctAnswer: 3,
    explanation:
      'Leverage lets you control a larger position with less margin, so small price moves have bigger effects in both directions.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'What is a hot wallet?',
    options: [
      'A wallet whose keys are on an internet-connected device',
      'A wallet kept in a safe',
      'A paper wallet',
      'A wallet without keys',
    ],
    correctAnswer: 0,
    explanation: 'Hot wallets are convenient for daily use but more exposed to online attacks than cold storage.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is cold storage?',
    options: [
      'Storing coins in a freezer',
      'Keeping private keys offline',
      'Keeping coins on an exchange',
      'A fast payment channel',
    ],
    correctAnswer: 1,
    explanation: 'Keys that never touch an internet-connected device are much harder for remote attackers to steal.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Which is the safest way to check a crypto website is genuine?',
    options: [
      'Click a link in an unsolicited email',
      'Trust the first search ad',
      'Type the known address or use a saved bookmark',
      'Follow a link from a direct message',
    ],
    correctAnswer: 2,
    explanation:
      'Phishing sites often appear in ads, emails and messages; going to a known URL avoids look-alike domains.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Should you ever type your seed phrase into a website to "verify" your wallet?',
    options: [
      'Yes, if the site looks official',
      'Yes, once a year',
      'Only on mobile',
      'No, legitimate services never ask for it',
    ],
    correctAnswer: 3,
    explanation: 'Anyone with your seed phrase can take all your funds, so requests to enter it are a sign of a scam.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is a 'custodial' wallet?",
    options: [
      'A wallet where a third party holds the keys for you',
      'A wallet you control fully',
      'A hardware wallet',
      'A paper wallet',
    ],
    correctAnswer: 0,
    explanation:
      'With custodial wallets, such as exchange accounts, you rely on the provider to keep and release your funds.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is a 'self-custodial' (non-custodial) wallet?",
    options: [
      'A wallet run by an exchange',
      'A wallet where you alone hold the private keys',
      'A bank account',
      'A wallet with no keys',
    ],
    correctAnswer: 1,
    explanation: 'Self-custody gives you full control but also full responsibility for backing up your keys.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Why should you use a unique, strong password for each exchange account?',
    options: [
      'To make trading faster',
      'Because exchanges forbid short passwords by law',
      'So one leaked password cannot unlock your other accounts',
      'To lower fees',
    ],
    correctAnswer: 2,
    explanation: 'Attackers try leaked passwords on many sites; unique passwords stop one breach from spreading.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is a 'fake airdrop' scam?",
    options: [
      'A real reward from a protocol',
      'A mining bonus',
      'A hardware upgrade',
      'Free tokens that lure you to a site that drains your wallet',
    ],
    correctAnswer: 3,
    explanation:
      'Unknown tokens that appear in your wallet often point to malicious sites asking you to connect and sign.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Why should you be careful when connecting your wallet to a new dApp?',
    options: [
      'A malicious dApp can ask you to sign harmful approvals',
      'Connecting always costs 1 ETH',
      'It deletes your seed phrase',
      'It changes your address',
    ],
    correctAnswer: 0,
    explanation:
      'Connecting is usually harmless, but the transactions and signatures the dApp then requests can grant access to your tokens.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is a 'Ponzi scheme'?",
    options: [
      'A type of mining',
      'A fraud paying earlier investors with money from newer ones',
      'A legitimate savings account',
      'A blockchain upgrade',
    ],
    correctAnswer: 1,
    explanation: 'Such schemes promise high returns but have no real profit source and collapse when new money stops.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Where should you never store an unencrypted photo of your seed phrase?',
    options: ['In a fireproof safe as a paper copy', 'Engraved on metal', 'In cloud photo storage', 'In your memory'],
    correctAnswer: 2,
    explanation: 'Cloud accounts can be hacked or synced to many devices, exposing the phrase to attackers.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is 'social engineering'?",
    options: [
      'Building a social network',
      'Engineering a blockchain',
      'Writing smart contracts',
      'Manipulating people into revealing secrets or taking unsafe actions',
    ],
    correctAnswer: 3,
    explanation:
      'Scammers impersonate support, friends or officials to trick people rather than breaking the cryptography.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Why should you keep wallet software and device firmware up to date?',
    options: [
      'Updates fix security vulnerabilities',
      'Updates increase your balance',
      'Old versions mine faster',
      'Updates change your seed phrase',
    ],
    correctAnswer: 0,
    explanation: 'Security patches close holes attackers could exploit, but download them only from official sources.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What does 2FA stand for?',
    options: ['Two-fee account', 'Two-factor authentication', 'Token for address', 'Two-fork agreement'],
    correctAnswer: 1,
    explanation:
      '2FA requires a second proof, such as a code from an app or a security key, in addition to your password.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is a public key used for in crypto?',
    options: [
      'Spending your coins directly',
      'Mining blocks',
      'Letting others verify your signatures and derive your address',
      'Paying gas',
    ],
    correctAnswer: 2,
    explanation: 'The public key can be shared; signatures made with the private key can be checked against it.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a digital signature in crypto?',
    options: [
      'A scanned handwritten signature',
      'A password',
      'An email signature',
      'Proof, made with a private key, that the key owner authorized a message',
    ],
    correctAnswer: 3,
    explanation: 'Nodes verify signatures with the public key, so only the key holder can authorize spending.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a wallet in crypto?',
    options: [
      'Software or hardware that manages your keys and lets you sign transactions',
      'A physical purse with coins',
      'A bank account',
      'A mining machine',
    ],
    correctAnswer: 0,
    explanation: 'Coins stay on the blockchain; the wallet holds the keys that prove you can move them.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What does immutability mean for a blockchain?',
    options: [
      'Prices cannot change',
      'Recorded data is extremely hard to change once confirmed',
      'Fees are always fixed',
      'Anyone can edit past blocks',
    ],
    correctAnswer: 1,
    explanation:
      "Each block links to the previous one by hash, and changing history would require redoing the network's consensus work.",
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What links each block to the one before it?',
    options: [
      'An email address',
      "The miner's name",
      "The previous block's hash stored in its header",
      'A random number chosen by users',
    ],
    correctAnswer: 2,
    explanation: 'If any earlier block changes, its hash changes and breaks the link, making tampering evident.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a consensus mechanism?',
    options: [
      'A voting app for users',
      'A wallet feature',
      'A type of exchange order',
      'The method nodes use to agree on the state of the ledger',
    ],
    correctAnswer: 3,
    explanation:
      'Proof of Work and Proof of Stake are the best-known ways for distributed nodes to agree without a central authority.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is Proof of Stake?',
    options: [
      'A consensus method where validators lock up coins to propose and attest blocks',
      'Mining with powerful computers',
      'Proving identity with a passport',
      'A type of wallet',
    ],
    correctAnswer: 0,
    explanation: 'Validators with stake are chosen to produce blocks and can lose stake if they act dishonestly.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a testnet coin worth?',
    options: [
      'The same as mainnet coins',
      'Nothing; it is for testing only',
      'Exactly one dollar',
      'Half of the mainnet price',
    ],
    correctAnswer: 1,
    explanation: 'Testnet coins are free from faucets so developers can experiment without risking real money.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a peer-to-peer network?',
    options: [
      'A network run by one company',
      'A private bank network',
      'A network where participants connect directly without a central server',
      'A television network',
    ],
    correctAnswer: 2,
    explanation:
      'Blockchain nodes share transactions and blocks with each other directly, with no single point of control.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is an airdrop in crypto?',
    options: [
      'A way of mining',
      'A drone delivery of hardware wallets',
      'A blockchain fork',
      'A distribution of tokens to many addresses, often for free',
    ],
    correctAnswer: 3,
    explanation:
      'Projects use airdrops to reward early users or spread ownership; unknown airdrops can also be scam bait.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is a 'gas limit' on a transaction?",
    options: [
      'The maximum gas the sender allows it to use',
      'The total gas on the network ever',
      'The fee per byte in Bitcoin',
      'The number of tokens sent',
    ],
    correctAnswer: 0,
    explanation: 'If execution needs more gas than the limit, the transaction runs out of gas and fails.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a cross-chain bridge?',
    options: [
      'A physical bridge owned by miners',
      'A system for moving assets or messages between blockchains',
      'A hardware wallet',
      'A type of stablecoin',
    ],
    correctAnswer: 1,
    explanation:
      'Bridges typically lock assets on one chain and mint representations on another; they have been frequent hack targets.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is an oracle in blockchain terms?',
    options: ['A fortune teller', 'A mining pool', 'A service that brings outside data on-chain', 'A wallet app'],
    correctAnswer: 2,
    explanation:
      'Smart contracts cannot fetch web data themselves, so oracles such as Chainlink publish data like prices on-chain.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is the native token of the Solana blockchain?',
    options: ['SLN', 'SOLA', 'SNA', 'SOL'],
    correctAnswer: 3,
    explanation: 'SOL is the native token of Solana, used for fees and staking.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a hash value often compared to?',
    options: ['A digital fingerprint of data', 'A password hint', 'An encryption key', 'A wallet balance'],
    correctAnswer: 0,
    explanation: 'A hash is a short fixed-size value that changes completely if the input changes even slightly.',
    difficulty: 'easy',
    category: 'Technology',
  },
];
