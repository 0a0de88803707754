// Tournament pool seed questions (easy): hand-written, never served by practice quizzes.
import type { BankQuestion } from './question.ts';

export const tournamentEasyQuestions: BankQuestion[] = [
  {
    question: "What does Bitcoin's 'hash rate' measure?",
    options: [
      'The number of transactions waiting to be confirmed',
      'The price of one bitcoin in US dollars',
      'The total computing power miners spend searching for blocks',
      'The number of full nodes online',
    ],
    correctAnswer: 2,
    explanation:
      'Hash rate counts how many block-header hashes miners try each second across the network; a higher hash rate makes the chain more costly to attack.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question:
      'What usually happens to Bitcoin transaction fees when many people want to send transactions at the same time?',
    options: [
      'They fall, because miners earn more from volume',
      'They stay fixed by the protocol',
      'They rise, because block space is limited',
      'They are paid by the receiver instead',
    ],
    correctAnswer: 2,
    explanation:
      'Each block has limited room, so senders compete for it by offering higher fees, and miners tend to include the best-paying transactions first.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What is a 'Bitcoin ATM'?",
    options: [
      'A machine that mines bitcoin for its owner',
      'A kiosk where you can buy or sell bitcoin for cash or card',
      "A bank branch that stores customers' private keys",
      'A website that shows the bitcoin price',
    ],
    correctAnswer: 1,
    explanation:
      'Bitcoin ATMs are run by companies that sell (and sometimes buy) bitcoin at a markup, sending the coins to an address the customer provides.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What is a block's 'height' in Bitcoin?",
    options: [
      'The size of the block in bytes',
      'The number of transactions it contains',
      'The total fees it paid',
      'Its position in the chain, counted from the first block',
    ],
    correctAnswer: 3,
    explanation:
      'The first block has height 0 and each later block is one higher than its parent, so height is a convenient way to refer to a point in the chain.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Which country, in 2021, was the first to make bitcoin legal tender?',
    options: ['Switzerland', 'Japan', 'Singapore', 'El Salvador'],
    correctAnswer: 3,
    explanation:
      "El Salvador's Bitcoin Law took effect in September 2021, making it the first country to give bitcoin legal-tender status.",
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "Which unit is commonly used to express the Bitcoin network's total hash rate?",
    options: ['Gigawatts per block', 'Exahashes per second (EH/s)', 'Satoshis per byte', 'Megabytes per second'],
    correctAnswer: 1,
    explanation: 'One exahash is 10^18 hashes, a scale that suits the combined mining power of the Bitcoin network.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Why is the Lightning Network well suited to small everyday bitcoin payments?',
    options: [
      'It makes every payment anonymous by law',
      'It lets miners confirm blocks every second',
      'Payments are near-instant and cheap because they happen off-chain',
      'It removes the need for any wallet',
    ],
    correctAnswer: 2,
    explanation:
      'Lightning payments move through pre-funded payment channels and only channel openings and closings touch the blockchain, so fees are tiny and payments settle in seconds.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Who is allowed to become a Bitcoin miner?',
    options: [
      'Anyone with mining hardware and electricity, without asking permission',
      'Only companies licensed by a central bank',
      'Only people chosen by Bitcoin Core developers',
      'Only holders of at least one bitcoin',
    ],
    correctAnswer: 0,
    explanation:
      'Bitcoin mining is permissionless: any valid block with enough proof of work is accepted by nodes, whoever produced it.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What is usually a Bitcoin miner's largest ongoing cost?",
    options: [
      'Licence fees paid to the network',
      'Transaction fees paid to other miners',
      'Electricity',
      'Rent paid to Bitcoin Core developers',
    ],
    correctAnswer: 2,
    explanation:
      'Mining machines run non-stop, so power is the dominant running cost; miners therefore seek out the cheapest electricity they can find.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Which symbol is used for bitcoin, a B with two vertical strokes?',
    options: ['Ξ', 'Ł', '₿', '₮'],
    correctAnswer: 2,
    explanation: 'The bitcoin sign ₿ was added to Unicode in 2017.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What does Bitcoin's mining 'difficulty' describe?",
    options: [
      'How complicated it is to install a wallet',
      'How many confirmations a payment needs',
      'How large the next block may be',
      'How hard it is to find a block hash that meets the target',
    ],
    correctAnswer: 3,
    explanation:
      'A higher difficulty means a lower target, so miners must try more hashes on average before finding a valid block.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "What is a Bitcoin 'vanity address'?",
    options: [
      'An address generated to contain a chosen pattern of characters',
      'An address registered to a celebrity',
      'An address that can never receive coins',
      'An address that hides its balance',
    ],
    correctAnswer: 0,
    explanation:
      'Vanity addresses are found by generating many key pairs until the address contains the desired text, for example a name near the start.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: "In crypto slang, what is a 'Bitcoin maximalist'?",
    options: [
      'Someone who believes Bitcoin is the only cryptocurrency worth using',
      'A miner with the largest hash rate',
      'Someone who always buys at the top',
      'A wallet that holds the maximum allowed balance',
    ],
    correctAnswer: 0,
    explanation:
      'Maximalists argue that other cryptocurrencies are unnecessary or inferior and focus solely on Bitcoin.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What do Bitcoin nodes do with a transaction that tries to spend more bitcoin than its inputs contain?',
    options: [
      'Mine it with a warning',
      'Reject it as invalid',
      'Create the missing coins',
      'Hold it until the sender adds funds',
    ],
    correctAnswer: 1,
    explanation:
      "Every node checks that a transaction's outputs do not exceed its inputs; an invalid transaction is neither relayed nor accepted in a block.",
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Besides issuing new coins, what job does Bitcoin mining perform?',
    options: [
      "Storing users' private keys",
      'Ordering transactions into blocks and securing the ledger',
      'Setting the price of bitcoin',
      'Approving new user accounts',
    ],
    correctAnswer: 1,
    explanation:
      'Miners bundle transactions into blocks and the proof of work behind each block makes rewriting the ledger extremely costly.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Are Bitcoin transactions tied to real names on the blockchain?',
    options: [
      "Yes, every transaction records the sender's full name",
      'No, they are pseudonymous: public, but linked only to addresses',
      'Yes, but only for amounts above one bitcoin',
      'No, because transactions are encrypted and hidden',
    ],
    correctAnswer: 1,
    explanation:
      'Anyone can see every transaction and address, but the chain itself does not record identities; links to people come from outside data such as exchange records.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'What must you pay to open a Lightning Network channel?',
    options: [
      'An on-chain Bitcoin transaction fee',
      'A monthly subscription to the Lightning company',
      'A fee in ether',
      'Nothing, channels are opened off-chain for free',
    ],
    correctAnswer: 0,
    explanation:
      'Opening (and closing) a channel is a normal Bitcoin transaction that locks funds in a shared output, so it pays an ordinary on-chain fee.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Which symbol is commonly used for ether?',
    options: ['₿', 'Ł', '₳', 'Ξ'],
    correctAnswer: 3,
    explanation: "The Greek capital letter Xi (Ξ) is widely used as ether's symbol.",
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Which of these is a Layer 2 network built on Ethereum?',
    options: ['Solana', 'Cardano', 'Litecoin', 'Arbitrum'],
    correctAnswer: 3,
    explanation:
      'Arbitrum is a rollup that settles to Ethereum; Solana, Cardano and Litecoin are independent Layer 1 blockchains.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "In Ethereum token standards such as ERC-20, what does 'ERC' stand for?",
    options: [
      'Ethereum Request for Comments',
      'Ethereum Reserve Currency',
      'Encrypted Record Chain',
      'Ether Reward Contract',
    ],
    correctAnswer: 0,
    explanation:
      'ERCs are application-level standards, such as token interfaces, written up and discussed through the EIP process.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What does it mean to 'mint' an NFT?",
    options: [
      'Sell it to the highest bidder',
      'Store it in a hardware wallet',
      'Create it on the blockchain for the first time',
      'Print it as a physical picture',
    ],
    correctAnswer: 2,
    explanation:
      'Minting runs a contract function that creates a new token and assigns it to an owner; until then the NFT does not exist on-chain.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Why might an Ethereum transaction stay pending for a long time?',
    options: [
      'Its fee is too low compared with other transactions',
      'The receiver has not accepted it yet',
      'The Ethereum Foundation must approve it',
      'ETH can only be sent during business hours',
    ],
    correctAnswer: 0,
    explanation:
      'Block builders prefer transactions that pay more, so an underpriced transaction can wait until demand drops or the sender replaces it with a higher fee.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What does it mean for a blockchain to be 'EVM-compatible'?",
    options: [
      'It can run Ethereum smart contracts and work with Ethereum tools',
      'It is owned by the Ethereum Foundation',
      'It uses proof of work like early Ethereum',
      'It shares the same ETH balance as Ethereum',
    ],
    correctAnswer: 0,
    explanation:
      'EVM-compatible chains execute the same bytecode as Ethereum, so contracts, wallets such as MetaMask and developer tools carry over with little change.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Which of these blockchains is EVM-compatible?',
    options: ['Bitcoin', 'Monero', 'Polygon PoS', 'Solana'],
    correctAnswer: 2,
    explanation:
      'Polygon PoS runs the Ethereum Virtual Machine; Bitcoin, Monero and Solana use their own, different execution models.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question:
      'To send an ERC-20 token such as USDC on Ethereum, what do you need in your wallet to pay the network fee?',
    options: ['More of the same token', 'Bitcoin', 'Nothing, token transfers are free', 'ETH'],
    correctAnswer: 3,
    explanation:
      'Gas on Ethereum is always paid in ETH, so a wallet holding only tokens cannot move them until it receives some ETH.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What is Devcon?',
    options: [
      'A testnet for Ethereum upgrades',
      'An Ethereum token standard',
      'A decentralized exchange',
      "The Ethereum Foundation's conference for Ethereum developers",
    ],
    correctAnswer: 3,
    explanation:
      "Devcon is the Ethereum Foundation's developer conference, held since 2014; many upgrades and research ideas are presented there.",
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Who can see the balance and transaction history of an Ethereum address?',
    options: [
      'Only the owner of the address',
      'Only the Ethereum Foundation',
      'Only validators who stake 32 ETH',
      'Anyone, because the chain is public',
    ],
    correctAnswer: 3,
    explanation:
      'All Ethereum state and history are public data that any node or block explorer can show; privacy comes only from not linking an address to your identity.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "Does ETH have a fixed maximum supply like Bitcoin's 21 million?",
    options: ['No, there is no fixed cap', 'Yes, 21 million ETH', 'Yes, 100 million ETH', 'Yes, 1 billion ETH'],
    correctAnswer: 0,
    explanation:
      'Ethereum has no hard-coded supply limit; new ETH is issued to validators while fee burning removes some, so supply can grow or shrink.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Can an Ethereum smart contract hold ETH?',
    options: [
      'Yes, a contract has its own balance like any account',
      'No, only personal wallets can hold ETH',
      'Only if it is an NFT contract',
      'Only on testnets',
    ],
    correctAnswer: 0,
    explanation:
      'Contracts are accounts with a balance, so they can receive, hold and send ETH according to their code, which is how vaults and exchanges work.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: "What does it mean to 'deploy' a smart contract?",
    options: [
      'Download it to your computer',
      'Publish its code to the blockchain so it gets its own address',
      'Ask the Ethereum Foundation to review it',
      'Convert it into an NFT',
    ],
    correctAnswer: 1,
    explanation:
      "Deployment is a transaction that stores the contract's code on-chain; from then on anyone can call it at its new address.",
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Which non-profit organisation supports Ethereum research and development?',
    options: ['The Bitcoin Foundation', 'The Ethereum Foundation', 'The Linux Foundation', 'The World Bank'],
    correctAnswer: 1,
    explanation:
      'The Ethereum Foundation, based in Switzerland, funds research, client teams and community projects, though it does not control the network.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'What are Ethereum client programs such as Geth and Nethermind used for?',
    options: [
      'Mining bitcoin',
      'Running an Ethereum node',
      'Trading on a centralized exchange',
      'Designing NFT artwork',
    ],
    correctAnswer: 1,
    explanation:
      'Geth and Nethermind are execution clients; paired with a consensus client they let anyone run a node that verifies the chain.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Where does the interest that lenders earn on protocols such as Aave mainly come from?',
    options: [
      'Borrowers paying interest on their loans',
      'Newly printed ETH',
      'A government subsidy',
      'Fees from Bitcoin miners',
    ],
    correctAnswer: 0,
    explanation:
      'Lending protocols pass interest paid by borrowers to the depositors who supplied the funds, minus a reserve cut kept by the protocol.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "In DeFi, what is 'smart contract risk'?",
    options: [
      'The risk that a bank closes your account',
      'The risk that a bug in the code lets funds be lost or stolen',
      'The risk that gas fees become zero',
      'The risk that a token gains value too fast',
    ],
    correctAnswer: 1,
    explanation: 'Funds in DeFi are only as safe as the contracts holding them; even audited code has been exploited.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Which of these is best known as a decentralized perpetual futures exchange?',
    options: ['dYdX', 'Tether', 'MetaMask', 'Etherscan'],
    correctAnswer: 0,
    explanation:
      "dYdX offers perpetual futures trading from users' own wallets; Tether issues a stablecoin, MetaMask is a wallet and Etherscan is a block explorer.",
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "If a DeFi app's website goes offline, can users still use its smart contracts?",
    options: [
      'No, the funds are lost forever',
      'Yes, the contracts stay on-chain and can be called another way',
      'No, the contracts are deleted with the website',
      'Only after the company restarts the website',
    ],
    correctAnswer: 1,
    explanation:
      'A website is only an interface; the contracts live on the blockchain and can still be called through other front ends, a block explorer or code.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What name is often given to the 2020 boom in DeFi usage and yield farming?',
    options: ['Crypto Winter', 'DeFi Summer', 'The Merge', 'The Great Halving'],
    correctAnswer: 1,
    explanation:
      'In mid-2020 lending and liquidity-mining rewards drew a rush of users and deposits into DeFi, a period widely called DeFi Summer.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question:
      "In an AMM pool holding ETH and USDC, what happens to the pool's ETH balance when a trader buys ETH from it?",
    options: [
      'It goes up, while its USDC balance goes down',
      'Both balances stay the same',
      'Both balances go down',
      'It goes down, while its USDC balance goes up',
    ],
    correctAnswer: 3,
    explanation:
      'The trader pays USDC into the pool and takes ETH out, which also raises the price of ETH in that pool.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "Why might a DEX warn of 'insufficient liquidity' for a swap?",
    options: [
      'Your wallet has too many tokens',
      'The DEX is closed for the weekend',
      'The pool holds too little of the tokens to fill the trade at a sensible price',
      'The token has too many holders',
    ],
    correctAnswer: 2,
    explanation:
      'With small reserves, a large trade would move the price drastically, so the interface warns or refuses to route it.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What does 'TradFi' refer to?",
    options: [
      'Trading only fiat currencies on DEXs',
      'A token standard for trading',
      'A Layer 2 for traders',
      'Traditional finance such as banks and stock exchanges',
    ],
    correctAnswer: 3,
    explanation: 'TradFi is crypto shorthand for the established financial system, in contrast to DeFi.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What does 'CeFi' refer to?",
    options: [
      'Decentralized finance on Ethereum only',
      "Crypto financial services run by companies that hold users' funds",
      'Finance run by central banks with CBDCs',
      'A certification for DeFi audits',
    ],
    correctAnswer: 1,
    explanation:
      'CeFi covers centralized crypto businesses such as exchanges and lenders, where a company has custody of customer assets.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "In DeFi, what are 'real-world assets' (RWAs)?",
    options: [
      'Tokens that only exist on Bitcoin',
      'Tokens representing off-chain assets such as bonds or real estate',
      'Physical hardware wallets',
      'NFTs of video game items',
    ],
    correctAnswer: 1,
    explanation:
      'RWA tokens bring claims on assets like government bonds or loans on-chain, usually relying on a legal entity that holds the underlying asset.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What does it mean to 'redeem' a fiat-backed stablecoin with its issuer?",
    options: [
      'Hand in the tokens and receive the backing currency, such as dollars',
      'Lock it in a pool for interest',
      'Convert it into an NFT',
      'Vote with it on governance proposals',
    ],
    correctAnswer: 0,
    explanation:
      'Redemption lets eligible holders exchange stablecoins for the reserve asset, and the issuer burns the returned tokens.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'On which blockchain did early DeFi protocols such as Uniswap, Aave and Compound first launch?',
    options: ['Bitcoin', 'Ethereum', 'Dogecoin', 'Litecoin'],
    correctAnswer: 1,
    explanation:
      'All three began as Ethereum smart contracts and only later expanded to other chains and Layer 2 networks.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Why might someone borrow stablecoins against their ETH instead of selling the ETH?',
    options: [
      'Because borrowing is always free',
      'To get spending money while keeping their ETH exposure',
      'Because selling ETH is not allowed',
      'To increase the total supply of ETH',
    ],
    correctAnswer: 1,
    explanation:
      'A collateralized loan provides cash-like stablecoins while the borrower keeps the ETH, at the cost of interest and liquidation risk if ETH falls.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What is a 'vault' in DeFi?",
    options: [
      'A smart contract that holds deposits and runs a strategy for them',
      'A bank safe that stores hardware wallets',
      'A cold wallet owned by an exchange',
      'A token that can never be transferred',
    ],
    correctAnswer: 0,
    explanation:
      'Users deposit assets into a vault contract, which automatically lends, provides liquidity or compounds rewards on their behalf.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Why can high network fees make small DeFi deposits unprofitable?',
    options: [
      'Fees to deposit and withdraw can exceed the yield earned',
      'High fees reduce your token balance every block',
      'Protocols refuse deposits when fees are high',
      'Fees are charged as a percentage of your whole wallet',
    ],
    correctAnswer: 0,
    explanation:
      'Every deposit, claim and withdrawal is an on-chain transaction with a fixed-ish cost, which can outweigh the earnings on a small amount.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What does a DEX swap require you to do with your wallet?',
    options: [
      'Send your seed phrase to the DEX',
      'Deposit funds with the DEX company first',
      'Wait for a support agent to approve the trade',
      'Sign and pay for an on-chain transaction yourself',
    ],
    correctAnswer: 3,
    explanation:
      'On a DEX the trade is a transaction from your own wallet to the smart contract, so you sign it and pay its network fee.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'Which of these is a stablecoin designed to track the euro?',
    options: ['USDT', 'EURC', 'WBTC', 'stETH'],
    correctAnswer: 1,
    explanation:
      'EURC is a euro-backed stablecoin issued by Circle; USDT tracks the dollar, WBTC tracks bitcoin and stETH represents staked ether.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: "What does 'Bitcoin dominance' measure?",
    options: [
      "Bitcoin's share of the total crypto market capitalization",
      "Bitcoin's share of all transactions on every chain",
      'The number of countries that accept bitcoin',
      'The share of bitcoin held by miners',
    ],
    correctAnswer: 0,
    explanation: 'Traders watch dominance to see whether money is flowing into bitcoin or into other cryptocurrencies.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a 'spot Bitcoin ETF'?",
    options: [
      'A Bitcoin wallet made by a bank',
      'A Lightning payment channel',
      'A fund traded on a stock exchange that holds actual bitcoin',
      'A bitcoin futures contract on a DEX',
    ],
    correctAnswer: 2,
    explanation:
      'A spot ETF gives investors exposure to the bitcoin price through ordinary brokerage shares, with the fund holding the coins.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'ICO' stand for in crypto?",
    options: [
      'International crypto organisation',
      'Indexed coin order',
      'Internal custody operation',
      'Initial coin offering',
    ],
    correctAnswer: 3,
    explanation:
      'An ICO sells newly created tokens to the public to fund a project; the model boomed in 2017 and attracted much regulatory scrutiny.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'taking profit' mean?",
    options: [
      'Selling some or all of a position to lock in gains',
      'Buying more when the price drops',
      'Borrowing to increase a position',
      'Moving coins to a hardware wallet',
    ],
    correctAnswer: 0,
    explanation: 'Profit is only realised when you sell; taking profit turns a paper gain into actual proceeds.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'Why do traders often move into stablecoins during a market downturn?',
    options: [
      'Because stablecoins always rise when markets fall',
      'To earn mining rewards',
      'Because exchanges require it',
      'To hold a steady value without leaving crypto',
    ],
    correctAnswer: 3,
    explanation:
      'Stablecoins let traders step out of volatile assets and re-enter later without a slow bank withdrawal and deposit.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'DYOR' stand for?",
    options: [
      'Double your original return',
      'Deposit your own reserves',
      'Do your own research',
      'Decentralize your order routing',
    ],
    correctAnswer: 2,
    explanation: 'DYOR reminds people to investigate a project themselves instead of trusting hype or tips.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is 'spot trading'?",
    options: [
      'Trading contracts that expire in the future',
      'Buying and selling the asset itself for immediate settlement',
      'Trading only at a fixed time each day',
      'Trading with borrowed money',
    ],
    correctAnswer: 1,
    explanation:
      'In spot trading you receive the actual coins right away, unlike futures or options, which are contracts on the price.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is 'fiat currency'?",
    options: [
      'A token pegged to gold',
      'Any coin mined with proof of work',
      'Government-issued money such as dollars or euros',
      'A stablecoin issued by a bank',
    ],
    correctAnswer: 2,
    explanation:
      'Fiat money has value because a government declares it legal tender, not because it is backed by a commodity.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a crypto 'on-ramp'?",
    options: [
      'A service that turns fiat money into crypto',
      'A slope on a price chart',
      'A Layer 2 entrance fee',
      'A staking lock-up period',
    ],
    correctAnswer: 0,
    explanation:
      'On-ramps such as exchanges or card payment services let users buy crypto with bank money; off-ramps do the reverse.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "In crypto slang, what does it mean to get 'rekt'?",
    options: [
      'To make a large profit',
      'To suffer a heavy loss',
      'To receive an airdrop',
      'To be added to a whitelist',
    ],
    correctAnswer: 1,
    explanation: "'Rekt', a misspelling of 'wrecked', describes a trader whose position was wiped out or badly hit.",
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'paper hands' describe?",
    options: [
      'Selling quickly at the first sign of a price drop',
      'Holding through any price swing',
      'Keeping a seed phrase on paper',
      'Trading only with paper money in a simulator',
    ],
    correctAnswer: 0,
    explanation: "'Paper hands' mocks investors who sell in panic; its opposite is 'diamond hands'.",
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is an 'altcoin'?",
    options: [
      'A coin used only on alternative exchanges',
      'A stablecoin backed by gold',
      'A testnet coin',
      'Any cryptocurrency other than bitcoin',
    ],
    correctAnswer: 3,
    explanation: "'Altcoin' means alternative coin; the term covers every cryptocurrency that is not bitcoin.",
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a 'memecoin'?",
    options: [
      'A token driven mainly by internet jokes and community hype',
      'A coin backed by a basket of stocks',
      'A token that pays dividends',
      'A coin used to pay gas on Bitcoin',
    ],
    correctAnswer: 0,
    explanation:
      'Memecoins usually have no underlying business; their price depends almost entirely on attention, making them extremely volatile.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'Which cryptocurrency, started as a joke in 2013, uses a Shiba Inu dog as its mascot?',
    options: ['Litecoin', 'Monero', 'Cardano', 'Dogecoin'],
    correctAnswer: 3,
    explanation:
      'Billy Markus and Jackson Palmer created Dogecoin in December 2013 as a lighthearted take on cryptocurrencies, based on the Doge meme.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: 'How much money should you put into a highly volatile crypto asset, according to common risk advice?',
    options: [
      'Only what you can afford to lose',
      'All of your savings',
      'Twice your annual income, using loans',
      'Exactly half of your retirement fund',
    ],
    correctAnswer: 0,
    explanation:
      'Crypto prices can fall sharply, so standard advice is never to invest money you need or cannot afford to lose.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'tokenomics' describe?",
    options: [
      'The speed of a blockchain',
      "A token's supply, distribution and incentives",
      "The design of a token's logo",
      'The tax rules for crypto trades',
    ],
    correctAnswer: 1,
    explanation:
      'Tokenomics covers how many tokens exist, who holds them, how new ones are issued and what holders can do with them.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What does 'ROI' stand for?",
    options: ['Rate of inflation', 'Risk of insolvency', 'Return on investment', 'Record of issuance'],
    correctAnswer: 2,
    explanation: 'ROI is the gain or loss relative to the amount invested, usually shown as a percentage.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is 'capitulation' in a market?",
    options: [
      'A sudden rise driven by new buyers',
      'A pause in trading ordered by an exchange',
      'A wave of panic selling as holders give up',
      'A network upgrade',
    ],
    correctAnswer: 2,
    explanation:
      'Capitulation happens when many holders sell at a loss at once; traders sometimes see it as a sign a bottom may be near, though it is no guarantee.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a 'sideways' market?",
    options: [
      'One where only stablecoins trade',
      'One where prices only rise',
      'One that is open only at weekends',
      'One where the price moves within a range without a clear trend',
    ],
    correctAnswer: 3,
    explanation:
      'In a sideways or ranging market, prices bounce between similar highs and lows rather than trending up or down.',
    difficulty: 'easy',
    category: 'Trading',
  },
  {
    question: "What is a 'pig butchering' scam?",
    options: [
      'A hack that drains mining pools',
      'A scammer builds trust over weeks, then lures the victim into a fake investment platform',
      'A bug that deletes NFTs',
      'An exchange charging hidden fees',
    ],
    correctAnswer: 1,
    explanation:
      'These scams often start as a wrong-number message or a romance; the fake platform shows growing profits until the victim cannot withdraw.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What does 'withdrawal address whitelisting' on an exchange do?",
    options: [
      'Only allows withdrawals to addresses you approved in advance',
      'Speeds up every withdrawal',
      'Publishes your address on a public list',
      'Lets anyone send you tokens',
    ],
    correctAnswer: 0,
    explanation:
      'If an attacker gets into the account, they cannot withdraw to their own address without first adding it, which usually triggers extra checks and delays.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Why is a hardware security key (such as a FIDO2 key) a strong second factor?',
    options: [
      'It stores your seed phrase in the cloud',
      'It makes your password unnecessary everywhere',
      'It resists phishing because it only answers the genuine website',
      'It encrypts the blockchain',
    ],
    correctAnswer: 2,
    explanation:
      "FIDO2 keys check the site's origin before signing a login challenge, so a look-alike phishing page cannot get a valid response.",
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question:
      'A stranger offers to recover your stolen crypto in exchange for an upfront fee. What is this most likely to be?',
    options: [
      'A licensed blockchain forensics service',
      'A refund from the blockchain',
      'A recovery scam',
      'A bug bounty payment',
    ],
    correctAnswer: 2,
    explanation:
      'Scammers target people who have already lost funds; blockchain transfers cannot be reversed by paying a stranger.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What is a sensible step before sending a large amount to a new address?',
    options: [
      'Post the address on social media for checking',
      'Send a small test transaction first',
      'Send the full amount twice to be sure',
      "Disable your wallet's PIN",
    ],
    correctAnswer: 1,
    explanation: 'A small test confirms the address and network are right before you risk the full amount.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Where should you download a crypto wallet app from?',
    options: [
      "The wallet's official website or the store listing it links to",
      'A link sent by a stranger in a chat',
      'The first search result ad',
      'A file shared on a forum',
    ],
    correctAnswer: 0,
    explanation:
      'Fake wallet apps copy real names and logos to steal seed phrases, so get the app from the source the project itself points to.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'A platform promises guaranteed high daily returns on your crypto. What does that most likely indicate?',
    options: ['A safe government bond', 'A normal staking reward', 'A scam', 'A bank savings account'],
    correctAnswer: 2,
    explanation:
      'No legitimate investment can guarantee high returns; such promises are a hallmark of Ponzi schemes and fake platforms.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "Why should you check a token's contract address from an official source before buying?",
    options: [
      'Contract addresses change every day',
      'It lowers your trading fees',
      'It is required to see your balance',
      'Scammers create fake tokens with the same name and ticker',
    ],
    correctAnswer: 3,
    explanation:
      'Anyone can deploy a token called anything, so the contract address, not the name, identifies the genuine token.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is a 'burner wallet' used for?",
    options: [
      'Destroying tokens permanently',
      'Mining coins faster',
      'Interacting with risky sites while your main funds stay elsewhere',
      'Storing your seed phrase backup',
    ],
    correctAnswer: 2,
    explanation: 'Keeping a separate wallet with little value limits what a malicious site or signature can take.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What does the padlock (HTTPS) in the browser address bar prove about a crypto website?',
    options: [
      'That the site is officially approved',
      'That the site cannot steal your funds',
      'That the site has been audited',
      'Only that the connection is encrypted, not that the site is genuine',
    ],
    correctAnswer: 3,
    explanation:
      'Phishing sites can get HTTPS certificates too; check the exact domain rather than relying on the padlock.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question:
      'Someone claiming to be a group admin messages you first on Telegram or Discord offering help. What should you assume?',
    options: [
      'It is a genuine admin giving priority support',
      'It is an automatic message from the app',
      'It is a reward for being active',
      'It is probably a scammer impersonating an admin',
    ],
    correctAnswer: 3,
    explanation: 'Real admins rarely message users first; scammers copy admin names and photos to gain trust.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'What should you do if you think your seed phrase has been seen by someone else?',
    options: [
      "Change the wallet app's password only",
      'Move your funds to a new wallet with a new seed phrase right away',
      'Wait and see whether funds disappear',
      'Write the phrase down again more neatly',
    ],
    correctAnswer: 1,
    explanation:
      'A seed phrase cannot be changed; anyone who has it controls the wallet, so the only fix is to move the funds to a fresh wallet.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'How does a password manager help protect exchange accounts?',
    options: [
      'It makes two-factor authentication unnecessary',
      'It generates and stores a strong, unique password for each site',
      'It recovers stolen crypto',
      'It hides your account from hackers',
    ],
    correctAnswer: 1,
    explanation:
      'With a manager you do not need to remember or reuse passwords, and many managers refuse to autofill on look-alike domains.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What does a hardware wallet's PIN protect against?",
    options: [
      'Phishing emails',
      'Losing your seed phrase',
      'Someone who gets hold of the device using it',
      'High network fees',
    ],
    correctAnswer: 2,
    explanation:
      'Without the PIN the device will not sign, and many models wipe themselves after too many wrong attempts.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is 'typosquatting'?",
    options: [
      'Registering look-alike domain names with small misspellings',
      'Mining blocks with typos in them',
      'Sending tokens to a wrong address by mistake',
      'Copying a whitepaper',
    ],
    correctAnswer: 0,
    explanation:
      'Attackers register domains one letter off from popular sites so that users who mistype the address land on a phishing page.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What is a 'wrench attack'?",
    options: [
      'Breaking a hardware wallet with tools',
      'A bug in mining machines',
      'Forcing someone with physical threats to hand over their crypto',
      'Overloading a node with requests',
    ],
    correctAnswer: 2,
    explanation:
      'The name comes from the idea that a $5 wrench beats strong encryption; discretion about holdings and multisig setups help reduce the risk.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: 'Why is it risky to scan a QR code for a crypto payment from an unknown source?',
    options: [
      'QR codes drain your battery',
      "It may encode an attacker's address or a malicious link",
      'Scanning a QR code reveals your seed phrase automatically',
      'QR codes only work on testnets',
    ],
    correctAnswer: 1,
    explanation: 'A QR code is just encoded text; check the address or link it opens before approving anything.',
    difficulty: 'easy',
    category: 'Security',
  },
  {
    question: "What does 'on-chain' mean?",
    options: [
      "Stored on an exchange's private database",
      'Sent by email',
      'Recorded directly on the blockchain',
      'Kept only in a wallet app',
    ],
    correctAnswer: 2,
    explanation:
      'On-chain data and transactions are part of the shared ledger that every node verifies; off-chain activity happens elsewhere.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is a blockchain's 'block time'?",
    options: [
      'The time a node takes to start up',
      'How long a transaction stays valid',
      'The average interval between new blocks',
      'The age of the first block',
    ],
    correctAnswer: 2,
    explanation:
      'A shorter block time gives faster first confirmations, while the rules of each chain set the target interval.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "When comparing blockchains, what does 'TPS' stand for?",
    options: ['Tokens per supply', 'Total proof stake', 'Transactions per second', 'Trusted payment system'],
    correctAnswer: 2,
    explanation:
      'TPS measures throughput; raw TPS figures are often quoted under ideal conditions and are not directly comparable.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What does 'Web3' generally refer to?",
    options: [
      'The third version of HTML',
      'An internet built around blockchains, tokens and user-owned accounts',
      'A faster home broadband standard',
      'A browser made by a crypto exchange',
    ],
    correctAnswer: 1,
    explanation:
      'Web3 is a broad label for apps where users hold their own keys and assets rather than accounts controlled by one company.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'Which blockchain did Ethereum co-founder Charles Hoskinson go on to found?',
    options: ['Solana', 'Polkadot', 'Cardano', 'Avalanche'],
    correctAnswer: 2,
    explanation:
      'Hoskinson co-founded Input Output (IOHK), the company that built Cardano; Polkadot was created by another Ethereum co-founder, Gavin Wood.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is the native token of Cardano?',
    options: ['DOT', 'AVAX', 'ADA', 'TRX'],
    correctAnswer: 2,
    explanation: 'ADA is named after Ada Lovelace and pays fees and staking on Cardano.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'Which blockchain has DOT as its native token?',
    options: ['Dogecoin', 'Cardano', 'Tron', 'Polkadot'],
    correctAnswer: 3,
    explanation: 'DOT is used for staking, governance and securing parachains on Polkadot.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is the native token of the Avalanche network?',
    options: ['ADA', 'SOL', 'ATOM', 'AVAX'],
    correctAnswer: 3,
    explanation: 'AVAX pays fees and is staked by Avalanche validators.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'Which coin pays for transactions and staking on the TRON network?',
    options: ['TON', 'XRP', 'TRX', 'ETH'],
    correctAnswer: 2,
    explanation:
      'TRX is the native coin of TRON, used to pay for network resources and to stake for voting on block producers.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'The TON blockchain was originally designed by the team behind which messaging app?',
    options: ['WhatsApp', 'Signal', 'WeChat', 'Telegram'],
    correctAnswer: 3,
    explanation:
      "Telegram's founders designed the Telegram Open Network; after Telegram stepped back in 2020, an open community continued it as The Open Network.",
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "Litecoin is often described as the 'silver' to which cryptocurrency's 'gold'?",
    options: ['Bitcoin', 'Ethereum', 'Dogecoin', 'Monero'],
    correctAnswer: 0,
    explanation:
      "Litecoin launched in 2011 as a faster variant of Bitcoin, and its creator Charlie Lee promoted it as silver to Bitcoin's gold.",
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'What is a token standard such as ERC-20 for?',
    options: [
      'Giving tokens a shared interface that wallets and apps can rely on',
      'Setting the price of every token',
      'Guaranteeing that a token is safe',
      'Limiting how many tokens one person can hold',
    ],
    correctAnswer: 0,
    explanation:
      'Because compliant tokens expose the same functions, one wallet or exchange integration works for thousands of tokens.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is the 'double-spending' problem that digital cash must solve?",
    options: [
      'Paying two fees for one transaction',
      'Needing two signatures for every payment',
      'Sending coins to two chains at once by accident',
      'Spending the same digital money more than once',
    ],
    correctAnswer: 3,
    explanation:
      'Digital files are easy to copy, so a payment system must ensure the same coins cannot be sent to two people; blockchains do this by agreeing on one transaction order.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What does 'trustless' mean for a blockchain system?",
    options: [
      'Nobody should ever use it',
      'Every user must be verified by a bank',
      'Transactions are never checked',
      'Users can rely on the rules enforced by code and consensus instead of trusting a middleman',
    ],
    correctAnswer: 3,
    explanation:
      "'Trustless' means you need not trust a particular counterparty, because anyone can verify that the rules were followed.",
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is a project's 'whitepaper'?",
    options: [
      'A legal contract with investors',
      'A document describing how the project works and what it aims to do',
      'A paper wallet with private keys',
      'A list of token holders',
    ],
    correctAnswer: 1,
    explanation:
      'Whitepapers explain a design and its reasoning; they are not guarantees, so claims in them deserve scrutiny.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What does 'off-chain' mean?",
    options: [
      'Deleted from the blockchain',
      'Rejected by the network',
      'Happening outside the blockchain, such as in a payment channel or a database',
      'Mined on a testnet',
    ],
    correctAnswer: 2,
    explanation:
      'Off-chain activity avoids on-chain fees and delays but relies on other mechanisms, such as signatures or a company, for its guarantees.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is a Bitcoin 'paper wallet'?",
    options: [
      'A receipt from a Bitcoin ATM',
      'A bank statement listing bitcoin holdings',
      'A paper copy of the whitepaper',
      'A printout of a private key and its address',
    ],
    correctAnswer: 3,
    explanation:
      'Paper wallets keep a key offline, but anyone who sees or photographs the paper can spend the funds, and printing it on a shared printer can leak it.',
    difficulty: 'easy',
    category: 'Bitcoin',
  },
  {
    question: 'Which company develops the MetaMask wallet?',
    options: ['Consensys', 'Coinbase', 'Ledger', 'Binance'],
    correctAnswer: 0,
    explanation:
      'MetaMask was created at Consensys, the Ethereum software company founded by Ethereum co-founder Joseph Lubin.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Which 2017 game of collectible digital cats caused major congestion on Ethereum?',
    options: ['CryptoKitties', 'Axie Infinity', 'Decentraland', 'The Sandbox'],
    correctAnswer: 0,
    explanation:
      'CryptoKitties launched in late 2017; demand for breeding and trading cats filled blocks and pushed up fees, an early sign of NFT demand.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'Is Ethereum a Layer 1 or a Layer 2 blockchain?',
    options: ['Layer 2', 'Layer 3', 'A sidechain of Bitcoin', 'Layer 1'],
    correctAnswer: 3,
    explanation:
      'Ethereum is a base-layer blockchain with its own consensus; Layer 2 networks such as rollups build on top of it.',
    difficulty: 'easy',
    category: 'Ethereum',
  },
  {
    question: 'On which blockchain did the decentralized exchange PancakeSwap launch in 2020?',
    options: ['Bitcoin', 'BNB Smart Chain', 'Cardano', 'Litecoin'],
    correctAnswer: 1,
    explanation:
      'PancakeSwap started on Binance Smart Chain (now BNB Smart Chain), where low fees attracted many users, and later expanded to other networks.',
    difficulty: 'easy',
    category: 'DeFi',
  },
  {
    question: 'What is the native token of the Cosmos Hub?',
    options: ['DOT', 'ADA', 'NEAR', 'ATOM'],
    correctAnswer: 3,
    explanation: 'ATOM is staked to secure the Cosmos Hub and used in its governance.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is 'Proof of Authority'?",
    options: [
      'Consensus where anyone mines with GPUs',
      'Consensus where a set of approved, known validators produce blocks',
      'A way to prove you own a domain name',
      'A certificate issued by a government to miners',
    ],
    correctAnswer: 1,
    explanation:
      'Proof of Authority trades openness for speed: only pre-approved identities may sign blocks, which suits private networks and some test networks.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: 'Which of these cryptocurrencies is secured by proof of work?',
    options: ['Dogecoin', 'Cardano', 'Solana', 'Polkadot'],
    correctAnswer: 0,
    explanation:
      'Dogecoin is mined with the Scrypt proof-of-work algorithm; Cardano, Solana and Polkadot use proof of stake.',
    difficulty: 'easy',
    category: 'Technology',
  },
  {
    question: "What is an exchange's 'anti-phishing code'?",
    options: [
      'A code that reverses phishing transactions',
      'A password shared with support staff',
      'A personal phrase shown in genuine emails so you can spot fakes',
      'A browser extension that blocks all emails',
    ],
    correctAnswer: 2,
    explanation:
      'You choose the phrase in your account settings; an email claiming to be from the exchange without it is a likely fake.',
    difficulty: 'easy',
    category: 'Security',
  },
];
