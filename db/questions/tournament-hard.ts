// Tournament pool seed questions (hard): hand-written, never served by practice quizzes.
import type { BankQuestion } from './question.ts';

export const tournamentHardQuestions: BankQuestion[] = [
  {
    question: "In a BIP-44 path such as m/44'/0'/0'/0/0, what does the level right after 44' identify?",
    options: ['The coin type (0 for Bitcoin)', 'The account number', 'The change branch', 'The address index'],
    correctAnswer: 0,
    explanation:
      "BIP-44 paths run purpose' / coin_type' / account' / change / address_index; coin type 0 is Bitcoin and 60 is Ethereum.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "Which BIP defines the derivation scheme for native SegWit (P2WPKH) accounts, with paths starting m/84'?",
    options: ['BIP-84', 'BIP-44', 'BIP-49', 'BIP-86'],
    correctAnswer: 0,
    explanation:
      'BIP-44 covers legacy P2PKH, BIP-49 P2SH-wrapped SegWit, BIP-84 native SegWit and BIP-86 single-key Taproot; each uses its number as the purpose level.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "How is a Bitcoin transaction's virtual size (vbytes) computed?",
    options: [
      'Its witness size times 4',
      'Its weight divided by 4, rounded up',
      'Its total bytes minus the witness',
      'Its weight times 4',
    ],
    correctAnswer: 1,
    explanation:
      'Non-witness bytes count 4 weight units each and witness bytes 1, so dividing the weight by 4 gives a size comparable to pre-SegWit bytes for fee-rate purposes.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What did BIP-9 introduce for deploying soft forks?',
    options: [
      'Miner signalling through bits of the block version field',
      'A vote by full nodes over the P2P network',
      'A fixed activation date set in the code',
      'Signalling by coin holders through transactions',
    ],
    correctAnswer: 0,
    explanation:
      'Each deployment gets a version bit and a time window; it locks in once enough blocks in a retarget period signal for it.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which activation method locked in Taproot in 2021 with a 90% miner-signalling threshold?',
    options: [
      'BIP-148 user-activated soft fork',
      'Speedy Trial',
      'A flag day with no signalling',
      'BIP-91 with 80% signalling',
    ],
    correctAnswer: 1,
    explanation:
      'Speedy Trial was a BIP-9 variant with a short signalling window and 90% threshold; Taproot locked in in June 2021 and activated that November.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which BIP introduced Pay-to-Script-Hash (P2SH)?',
    options: ['BIP-16', 'BIP-32', 'BIP-65', 'BIP-141'],
    correctAnswer: 0,
    explanation:
      'BIP-16 (2012) let senders pay to a hash of a script, moving the burden of revealing a complex script, such as a multisig, to the spender.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which BIP specifies the consensus rules of Segregated Witness?',
    options: ['BIP-32', 'BIP-39', 'BIP-141', 'BIP-70'],
    correctAnswer: 2,
    explanation:
      'BIP-141 defines witness programs, the weight limit and the witness commitment; companion BIPs cover signature hashing (143) and P2P changes (144).',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What did BIP-143 change about signature hashing for SegWit version 0 inputs?',
    options: [
      'Signatures became Schnorr instead of ECDSA',
      'Signatures no longer commit to the outputs',
      'Each input is signed with SHA-512',
      'The signature commits to the amount being spent and hashing no longer grows quadratically',
    ],
    correctAnswer: 3,
    explanation:
      'Committing to the input amount lets offline signers know the fee they approve, and reusing intermediate hashes fixed the quadratic cost of legacy sighash.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How is a Taproot output key formed from the internal key?',
    options: [
      'It is the SHA-256 hash of the internal key',
      'The internal key is tweaked by a tagged hash of itself and the script tree root',
      'It is the internal key multiplied by two',
      'It is the Merkle root of all scripts, used directly',
    ],
    correctAnswer: 1,
    explanation:
      'Q = P + H(P || root)·G; the owner of P can spend by key path with a tweaked signature, or reveal a script and a proof that it was committed.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What is Miniscript?',
    options: [
      'A smaller block format for light clients',
      'A sidechain smart-contract language',
      'A structured way of writing Bitcoin scripts that tools can analyse and compose',
      'The scripting language of the Lightning Network',
    ],
    correctAnswer: 2,
    explanation:
      'Miniscript maps to a subset of Script whose spending conditions, costs and satisfactions can be reasoned about automatically, helping wallets handle complex policies safely.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "What does Bitcoin Core's assumevalid setting skip during initial sync?",
    options: [
      'Downloading old blocks entirely',
      'Checking proof of work of old blocks',
      'Building the UTXO set',
      'Script and signature checks for blocks before a known block hash',
    ],
    correctAnswer: 3,
    explanation:
      'Everything else, including proof of work, amounts and the UTXO set, is still verified; only signatures in the ancestry of the assumed-valid block are not rechecked.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "What does Bitcoin Core's assumeUTXO feature let a new node do?",
    options: [
      "Trust another node's balance reports permanently",
      'Start from a UTXO snapshot and validate the full history in the background',
      'Skip downloading block headers',
      'Spend coins before the node has synced',
    ],
    correctAnswer: 1,
    explanation:
      "The snapshot's hash is hard-coded in the software, so the node becomes usable quickly while still checking the snapshot against full validation later.",
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: "How long may the scriptSig of a coinbase transaction's input be?",
    options: ['Exactly 32 bytes', 'Between 2 and 100 bytes', 'Up to 10,000 bytes', 'It must be empty'],
    correctAnswer: 1,
    explanation:
      'Consensus limits the coinbase scriptSig to 2-100 bytes; miners put the block height (BIP-34), extraNonce and often a pool tag in it.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'What are anchor outputs in Lightning commitment transactions for?',
    options: [
      'Letting either party fee-bump a commitment transaction with CPFP when it is broadcast',
      'Storing the channel balance on-chain',
      'Paying watchtowers',
      'Locking the channel for 100 blocks',
    ],
    correctAnswer: 0,
    explanation:
      'Commitment transactions are signed long before they are used, so small anchor outputs let each side attach a child paying the fees needed at broadcast time.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Which BIP introduced the bech32 address format for SegWit version 0 outputs?',
    options: ['BIP-38', 'BIP-70', 'BIP-173', 'BIP-16'],
    correctAnswer: 2,
    explanation:
      'BIP-173 defined bech32 for SegWit v0; because of a weakness in its checksum with certain edits, later witness versions use bech32m.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How is the single input of a coinbase transaction marked?',
    options: [
      "It references the previous block's coinbase",
      "It has no signature and references the miner's last payout",
      'It references a null previous output: an all-zero txid and index 0xFFFFFFFF',
      'It references the genesis block',
    ],
    correctAnswer: 2,
    explanation: 'Since a coinbase creates new coins, it spends nothing; the null outpoint is how nodes recognise it.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'Where does a SegWit block commit to its witness data?',
    options: [
      'In a new field of the block header',
      'In the nonce field',
      'Nowhere; witness data is not committed',
      'In an OP_RETURN output of the coinbase transaction holding the root of the wtxids',
    ],
    correctAnswer: 3,
    explanation:
      'Keeping the header unchanged made SegWit a soft fork; the commitment covers the Merkle root of all witness transaction IDs.',
    difficulty: 'hard',
    category: 'Bitcoin',
  },
  {
    question: 'How is an Ethereum address derived from a public key?',
    options: [
      'The last 20 bytes of the Keccak-256 hash of the uncompressed public key',
      'The first 20 bytes of the SHA-256 hash of the private key',
      'RIPEMD-160 of the SHA-256 of the public key',
      "The public key's x-coordinate truncated to 20 bytes",
    ],
    correctAnswer: 0,
    explanation:
      'The 64-byte public key (without its prefix byte) is hashed with Keccak-256 and the low-order 20 bytes become the address.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What does personal_sign (EIP-191 version 0x45) put before a message before hashing it?',
    options: [
      "The string '\\x19Ethereum Signed Message:\\n' followed by the message length",
      'The chain ID and the sender nonce',
      'A 4-byte function selector',
      'The hash of the latest block',
    ],
    correctAnswer: 0,
    explanation:
      'The prefix makes a signed message impossible to interpret as a valid transaction, so a message signature cannot be replayed as a transfer.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question:
      "Under Ethereum's Gasper consensus in normal conditions, after roughly how many epochs is a block finalized?",
    options: ['About two', 'About 32', 'About 256', 'Exactly one slot'],
    correctAnswer: 0,
    explanation:
      'A checkpoint is justified by two thirds of votes and finalized when the next checkpoint is justified on top of it, which takes about two epochs, or roughly 13 minutes.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What source of randomness does the Ethereum beacon chain use to select block proposers?',
    options: [
      'The hash of the latest Bitcoin block',
      'A Chainlink VRF feed',
      "RANDAO, which mixes in a reveal signed by each block's proposer",
      "The Ethereum Foundation's random number server",
    ],
    correctAnswer: 2,
    explanation:
      'Every proposer contributes a BLS signature over the epoch that is mixed into the RANDAO value; the last proposers have limited ability to bias it by withholding.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Which EVM precompile lives at address 0x01?',
    options: ['SHA-256', 'RIPEMD-160', 'ecrecover', 'identity (data copy)'],
    correctAnswer: 2,
    explanation:
      'ecrecover returns the address that produced a secp256k1 signature over a hash; SHA-256 is at 0x02, RIPEMD-160 at 0x03 and the identity precompile at 0x04.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What does the PUSH0 opcode added by EIP-3855 do?',
    options: [
      'Removes the top stack item',
      'Clears a storage slot',
      'Pushes the constant 0 onto the stack',
      "Pushes the caller's balance",
    ],
    correctAnswer: 2,
    explanation:
      'Before Shanghai, contracts used tricks such as PUSH1 0x00 to get a zero; PUSH0 does it in one byte and two gas.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What does EIP-3541 (London) reject?',
    options: [
      'Transactions without a chain ID',
      'Contracts larger than 24 KB',
      'Deploying new contract code that starts with the byte 0xEF',
      'Transactions with a zero gas price',
    ],
    correctAnswer: 2,
    explanation:
      'Reserving the 0xEF prefix lets future upgrades introduce a new, versioned contract format (EOF) without clashing with existing code.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question:
      'Excluding cold-access charges, how much gas does an SSTORE that sets a zero storage slot to a non-zero value cost?',
    options: ['20,000', '5,000', '2,100', '800'],
    correctAnswer: 0,
    explanation:
      'Creating a new non-zero slot is priced highest because it grows the state; changing an already non-zero slot costs less.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What base (intrinsic) gas does a contract-creation transaction pay, instead of 21,000?',
    options: ['32,000', '42,000', '53,000', '100,000'],
    correctAnswer: 2,
    explanation:
      'Homestead added 32,000 to the 21,000 base for transactions that create contracts; calldata and initcode costs come on top.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What maximum initcode size did EIP-3860 introduce?',
    options: ['24,576 bytes', '65,536 bytes', '49,152 bytes', '12,288 bytes'],
    correctAnswer: 2,
    explanation:
      'EIP-3860 (Shanghai) capped initcode at twice the deployed-code limit and charges 2 gas per 32-byte word of initcode.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What does EIP-4788 (Dencun) make available to the EVM?',
    options: [
      'The current ETH price',
      "The list of active validators' keys",
      'Recent beacon block roots, stored in a system contract',
      'Blob contents',
    ],
    correctAnswer: 2,
    explanation:
      'Exposing the parent beacon block root lets contracts verify consensus-layer data, such as validator balances, with proofs and no trusted oracle.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Under EIP-4895, how are beacon-chain withdrawals credited on the execution layer?',
    options: [
      'As normal transactions sent by the deposit contract',
      'As system-level balance increases that are not transactions and use no gas',
      'As ERC-20 tokens that must be redeemed',
      'As blob data claimed by the validator',
    ],
    correctAnswer: 1,
    explanation:
      'Withdrawals appear as a list in each execution payload and simply increase the recipient balance, so they cannot fail and cost nothing.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What did EIP-2537, included in the Pectra upgrade, add?',
    options: [
      'A new transaction type for blobs',
      'Verkle tree state',
      'Transient storage opcodes',
      'Precompiles for BLS12-381 curve operations',
    ],
    correctAnswer: 3,
    explanation:
      'With BLS12-381 operations priced as precompiles, contracts can efficiently verify BLS signatures like those used by validators.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: "What does EIP-7002 (Pectra) let a validator's withdrawal address do?",
    options: [
      "Change the validator's signing key",
      "Double the validator's stake",
      "Trigger the validator's exit from the execution layer",
      'Skip the activation queue',
    ],
    correctAnswer: 2,
    explanation:
      "Before EIP-7002, only the validator's signing key could start an exit; now the withdrawal credential holder can too, which matters for staking pools.",
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: "What is the 'correlation penalty' in Ethereum slashing?",
    options: [
      'A fee for running two validators on one machine',
      'An extra penalty that grows with how many validators were slashed around the same time',
      'A penalty for voting with the majority',
      'A reduction in rewards for late attestations',
    ],
    correctAnswer: 1,
    explanation:
      'Isolated mistakes are cheap, but if many validators misbehave together, as in a coordinated attack, each loses much more of its stake.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: "What is 'proposer boost' in Ethereum's fork choice?",
    options: [
      'A bonus reward for proposing in consecutive slots',
      'Higher gas limits for large validators',
      'Faster withdrawals for proposers',
      'Extra temporary weight given to a block received on time in its slot',
    ],
    correctAnswer: 3,
    explanation:
      'The boost helps a timely block win over late-released competitors, defending against certain balancing and reorg attacks.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'What do 0x01 withdrawal credentials specify for an Ethereum validator?',
    options: [
      'An execution-layer address that receives its withdrawals',
      'A BLS key that must sign withdrawals',
      'That the validator can never withdraw',
      'That rewards are paid in blobs',
    ],
    correctAnswer: 0,
    explanation:
      'Validators first created with 0x00 (BLS) credentials had to switch to 0x01 before withdrawing to an ordinary Ethereum address.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'In an EIP-1559 transaction, what does maxFeePerGas cap?',
    options: [
      'Only the tip to the proposer',
      'The total price per gas, base fee plus tip, the sender will pay',
      'The total gas the transaction may use',
      'The base fee of the next block',
    ],
    correctAnswer: 1,
    explanation:
      'The sender pays the base fee plus the smaller of its max priority fee and (maxFeePerGas minus the base fee); any headroom is not charged.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question: 'Where does Solidity store the elements of a dynamic array held at storage slot p?',
    options: [
      'In slots p+1, p+2 and so on',
      'In memory only',
      'In a separate contract',
      'Consecutively from slot keccak256(p), with the length at slot p',
    ],
    correctAnswer: 3,
    explanation:
      'Hashing the slot places the data far from other variables, so arrays can grow without overwriting neighbouring storage.',
    difficulty: 'hard',
    category: 'Ethereum',
  },
  {
    question:
      'How many LP tokens does the first depositor to a Uniswap v2 pair receive, before the locked minimum is subtracted?',
    options: [
      'The sum of the two deposited amounts',
      'The square root of the product of the two deposited amounts',
      'Exactly 1,000 tokens',
      'The deposited amount of the first token',
    ],
    correctAnswer: 1,
    explanation:
      'Using the geometric mean makes the share value independent of the deposit ratio; 1,000 units of that are then locked forever.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question:
      "If Uniswap v2's protocol fee switch is turned on, what share of the 0.30% swap fee goes to the protocol?",
    options: ['One half', 'One third', 'All of it', 'One sixth (0.05 percentage points)'],
    correctAnswer: 3,
    explanation:
      'Liquidity providers would then earn 0.25% and the protocol 0.05%, collected by minting LP tokens when liquidity changes.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "What is a Uniswap v2 'flash swap'?",
    options: [
      'Receiving the output tokens first and paying for or returning them within the same transaction',
      'A swap that settles off-chain',
      'A swap with zero fees',
      'A swap executed by miners only',
    ],
    correctAnswer: 0,
    explanation:
      "The pair sends tokens, calls the recipient's contract, then checks the invariant, reverting the whole transaction if it was not restored with fees.",
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What is the tick spacing of a Uniswap v3 pool with the 0.30% fee tier?',
    options: ['1', '10', '60', '200'],
    correctAnswer: 2,
    explanation:
      'Positions can only start and end on multiples of the spacing: 10 for 0.05%, 60 for 0.30% and 200 for 1%, trading precision for lower gas.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "When the price moves outside a Uniswap v3 position's range, what does the position hold?",
    options: [
      'Both tokens in equal value, still earning fees',
      'Nothing; it is automatically closed',
      'Only one of the two tokens, and it earns no fees',
      "The pool's governance token",
    ],
    correctAnswer: 2,
    explanation:
      'As the price crosses the range, the position is fully converted into the less valuable token and stops being used for swaps until the price returns.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "In Compound-style jump-rate models, what happens to the borrow rate past the 'kink' utilization?",
    options: ['It falls to zero', 'It rises much more steeply', 'It stays flat', 'It becomes negative'],
    correctAnswer: 1,
    explanation:
      'A steep slope above the kink strongly encourages repayment and new deposits, keeping some liquidity available for withdrawals.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "In lending protocols such as Compound and Aave, what does the 'close factor' limit?",
    options: [
      'The maximum loan-to-value at borrowing',
      "The share of a borrower's debt a liquidator may repay in one liquidation",
      'The number of assets one user can supply',
      'How long a loan may stay open',
    ],
    correctAnswer: 1,
    explanation:
      'Limiting each liquidation to part of the debt avoids seizing more collateral than needed to make the position safe again.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What type of auction did MakerDAO adopt for collateral sales in Liquidations 2.0?',
    options: [
      'English auctions with rising bids',
      'Dutch auctions, with a price that falls over time',
      'Sealed-bid auctions',
      'Fixed-price sales to the Foundation',
    ],
    correctAnswer: 1,
    explanation:
      'Dutch auctions settle instantly when someone accepts the current price, and allow flash-loan-funded participation instead of locking bids.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'When LUSD is redeemed in Liquity v1, which troves does the collateral come from?',
    options: [
      'Those with the highest collateral ratio first',
      'A random trove',
      'The stability pool only',
      'Those with the lowest collateral ratio first',
    ],
    correctAnswer: 3,
    explanation:
      "Redemptions swap LUSD for 1 dollar of ETH at face value, repaying the riskiest troves' debt first, which creates a hard price floor for LUSD.",
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "Liquity v1 enters Recovery Mode when the system's total collateral ratio falls below what?",
    options: ['110%', '150%', '200%', '100%'],
    correctAnswer: 1,
    explanation:
      'In Recovery Mode, troves below 150% can be liquidated and new borrowing must not lower the total ratio, pushing the system back to safety.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What does a Uniswap v3 pool accumulate for its oracle, making its TWAP a geometric mean?',
    options: [
      'The arithmetic price over time',
      'The trading volume over time',
      'The reserves of each token',
      'The current tick (the log of the price) over time',
    ],
    correctAnswer: 3,
    explanation:
      'Averaging log prices yields a geometric-mean price, which is symmetric for both tokens in the pair and harder to skew with brief moves.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "What is distinctive about Balancer v2's architecture?",
    options: [
      'Each pool lives on its own blockchain',
      'All pools keep their tokens in a single Vault contract',
      'Pools hold no tokens and borrow per swap',
      'Swaps are matched off-chain by Balancer Labs',
    ],
    correctAnswer: 1,
    explanation:
      'Separating token accounting from pool logic lets multi-pool trades net out transfers and made gas-efficient batch swaps possible.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'Which lending protocol suffered two well-known flash-loan-powered attacks in February 2020?',
    options: ['Aave', 'MakerDAO', 'Yearn', 'bZx'],
    correctAnswer: 3,
    explanation:
      'The bZx incidents used flash loans to manipulate prices across protocols, showing how uncollateralized capital could be used in attacks.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question:
      "During 'Black Thursday' in March 2020, what let some keepers win MakerDAO collateral auctions with bids of zero DAI?",
    options: [
      'A bug that set all prices to zero',
      'Network congestion kept other bidders out of the auctions',
      'The oracles stopped reporting ETH prices',
      'Governance voted to give the collateral away',
    ],
    correctAnswer: 1,
    explanation:
      'As ETH crashed, gas prices spiked and many keepers failed, so a few bidders won ETH for nothing and the system was left with bad debt.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What caused the July 2023 exploits of several Curve pools?',
    options: [
      'A bug in some Vyper compiler versions that broke reentrancy locks',
      'A stolen admin key',
      'A failed oracle update',
      'A governance attack',
    ],
    correctAnswer: 0,
    explanation:
      'Pools compiled with the affected Vyper versions had reentrancy guards that did not work, letting attackers re-enter during liquidity removal.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'What does ERC-3156 standardise?',
    options: ['Tokenized vaults', 'An interface for flash loans', 'NFT royalties', 'Permit signatures'],
    correctAnswer: 1,
    explanation:
      'ERC-3156 defines flashLoan on lenders and onFlashLoan on borrowers, so integrations work across different flash-loan providers.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: "What does Aave v3's isolation mode do for newly listed assets?",
    options: [
      'Lets them be collateral only up to a debt ceiling, for borrowing approved stablecoins',
      'Freezes them until audited',
      'Lists them on a separate chain',
      'Removes all their liquidation risk',
    ],
    correctAnswer: 0,
    explanation:
      'Isolation limits how much bad debt a riskier collateral asset could create while still allowing it to be used.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question:
      'In a constant-product pool holding reserves x of token X and y of token Y, what is the marginal price of X in units of Y, ignoring fees?',
    options: ['x / y', 'x · y', 'y / x', 'y − x'],
    correctAnswer: 2,
    explanation: 'For x·y = k, a tiny amount of X trades for y/x of Y; trades move the ratio and thus the price.',
    difficulty: 'hard',
    category: 'DeFi',
  },
  {
    question: 'Which option Greek measures sensitivity to interest rates?',
    options: ['Delta', 'Vega', 'Theta', 'Rho'],
    correctAnswer: 3,
    explanation:
      'Rho is usually the least important Greek for short-dated crypto options but matters more for long-dated ones.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "What is a 'protective put'?",
    options: [
      'Holding an asset and buying a put on it to limit downside',
      'Selling a put without holding cash',
      'Buying a call and a put at different expiries',
      'Shorting the asset and selling a put',
    ],
    correctAnswer: 0,
    explanation:
      'The put acts like insurance: below its strike, the put gains what the asset loses, at the cost of the premium.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is a long straddle?',
    options: [
      'Buying a call and a put with the same strike and expiry',
      'Buying a call and selling a put at the same strike',
      'Buying two calls with different strikes',
      'Selling a call and a put at different strikes',
    ],
    correctAnswer: 0,
    explanation:
      'A straddle profits from a large move in either direction and loses the combined premium if the price stays near the strike.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "What is 'volatility skew' in options markets?",
    options: [
      'The gap between spot and futures prices',
      'Implied volatility differing across strikes for the same expiry',
      'A bias in the funding rate',
      'The difference between bid and ask prices',
    ],
    correctAnswer: 1,
    explanation:
      'When out-of-the-money puts trade at higher implied volatility than calls, markets price more crash risk than rally risk, and vice versa.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What does the Calmar ratio divide annual return by?',
    options: ['Volatility of all returns', 'Maximum drawdown', 'Downside volatility', 'Tracking error'],
    correctAnswer: 1,
    explanation:
      'Calmar focuses on the worst peak-to-trough loss, while Sharpe uses total volatility and Sortino downside volatility.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question:
      'Under the Kelly criterion, what fraction of capital should you stake on an even-money bet you win 60% of the time?',
    options: ['60%', '10%', '40%', '20%'],
    correctAnswer: 3,
    explanation:
      'For even odds, Kelly is f = p − q = 0.6 − 0.4 = 0.2; many traders bet a fraction of Kelly to reduce drawdowns.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question:
      'A perpetual pays a funding rate of 0.01% every 8 hours. Roughly what is that per year, without compounding?',
    options: ['About 3.65%', 'About 11%', 'About 1%', 'About 29%'],
    correctAnswer: 1,
    explanation: 'There are three 8-hour periods a day: 0.01% × 3 × 365 = 10.95% a year.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'At expiry, what is the breakeven price for the buyer of a call option?',
    options: [
      'The strike price minus the premium',
      'The spot price when the option was bought',
      'The strike price alone',
      'The strike price plus the premium paid',
    ],
    correctAnswer: 3,
    explanation: 'The call must be in the money by at least the premium for the buyer to recover the cost.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What is the maximum possible loss on a naked (uncovered) short call?',
    options: [
      'Unlimited, since the price can keep rising',
      'The premium received',
      'The strike price',
      'Twice the premium',
    ],
    correctAnswer: 0,
    explanation:
      'The seller must deliver at the strike however high the price goes, so losses grow without bound unless hedged.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question:
      'A futures contract expiring in 3 months trades 2% above spot. Roughly what is the annualized basis, without compounding?',
    options: ['About 8%', 'About 2%', 'About 24%', 'About 6%'],
    correctAnswer: 0,
    explanation:
      'Annualizing a 2% premium over a quarter gives about 2% × 4 = 8% a year, the return a cash-and-carry trade would lock in before costs.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What does the Almgren-Chriss model optimise?',
    options: [
      'The fair price of a European option',
      'How to split a large order over time, balancing market impact against price risk',
      'The best leverage for a perpetual',
      'The mix of assets in a portfolio',
    ],
    correctAnswer: 1,
    explanation:
      'Trading fast costs more in impact, trading slowly leaves more exposure to price moves; the model finds the trade-off for a given risk aversion.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'On an order book with price-time priority, which resting order at the same price fills first?',
    options: ['The largest one', 'The smallest one', 'The one that was placed earliest', 'A random one'],
    correctAnswer: 2,
    explanation:
      'Price-time (FIFO) priority rewards being first in the queue, which is why queue position matters to market makers.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "In perpetual futures, what is a position's 'bankruptcy price'?",
    options: [
      'The price at which the exchange goes bankrupt',
      'The entry price plus fees',
      'The price at which its losses equal its entire margin',
      "The funding rate's cap",
    ],
    correctAnswer: 2,
    explanation:
      'Liquidation happens earlier, at the liquidation price, so the insurance fund can close the position before it reaches bankruptcy.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "What is 'basis risk' in hedging?",
    options: [
      'The risk of paying a high trading fee',
      'The risk that the exchange halts withdrawals',
      'The risk of a low interest rate',
      'The risk that the hedge and the exposure do not move exactly together',
    ],
    correctAnswer: 3,
    explanation:
      'Hedging spot ETH with a futures contract or a correlated asset leaves a gap whenever the two prices diverge.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: "For a market maker, what is 'adverse selection'?",
    options: [
      'Choosing the wrong exchange',
      'Being forced to quote both sides',
      'Paying higher fees than takers',
      'Trading mostly against better-informed counterparties, so fills tend to precede losses',
    ],
    correctAnswer: 3,
    explanation:
      'Informed traders hit quotes just before prices move, so market makers widen spreads to cover these losses.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What property do pairs traders look for between two assets?',
    options: [
      'Identical prices at all times',
      'Zero correlation',
      'Equal trading volumes',
      'Cointegration: a spread between them that tends to revert to its mean',
    ],
    correctAnswer: 3,
    explanation:
      'Two prices can wander individually yet keep a stationary spread; traders bet on that spread reverting.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question:
      'A strategy returned 20% a year with 30% annual volatility while the risk-free rate was 5%. What is its Sharpe ratio?',
    options: ['0.5', '0.67', '0.75', '1.5'],
    correctAnswer: 0,
    explanation: 'Sharpe = (20% − 5%) / 30% = 0.5.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'Why are log returns convenient for multi-period analysis?',
    options: [
      'They add up across periods',
      'They are always positive',
      'They remove volatility',
      'They equal simple returns for any move',
    ],
    correctAnswer: 0,
    explanation:
      'The log return over a span is the sum of the log returns of its sub-periods, while simple returns must be multiplied.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question:
      'Roughly how much does volatility reduce compound (geometric) growth compared with the average (arithmetic) return?',
    options: [
      'By the full volatility (σ)',
      'By about half the variance (σ²/2)',
      'By the square root of volatility',
      'It has no effect',
    ],
    correctAnswer: 1,
    explanation:
      'Volatility drag means a volatile asset with the same average return compounds more slowly; the gap is approximately σ²/2 per period.',
    difficulty: 'hard',
    category: 'Trading',
  },
  {
    question: 'What weakness in the Profanity vanity-address tool let attackers recover private keys in 2022?',
    options: [
      'It uploaded keys to a public server',
      'It seeded key generation with only 32 bits of randomness',
      'It used the same key for every user',
      'It used an outdated elliptic curve',
    ],
    correctAnswer: 1,
    explanation:
      'With only about 4 billion possible seeds, attackers could search back from a public key to the private key; Wintermute lost about 160 million dollars.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'In the UUPS proxy pattern (ERC-1822), where does the upgrade logic live?',
    options: [
      'In the implementation contract',
      'In the proxy contract',
      'In a separate admin contract only',
      'Off-chain with the deployer',
    ],
    correctAnswer: 0,
    explanation:
      'Because the implementation carries the upgrade function, deploying an implementation without it can make a UUPS proxy permanently non-upgradeable.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question:
      'How does the transparent proxy pattern avoid function selector clashes between the proxy and its implementation?',
    options: [
      'By using only 8-byte selectors',
      'By hashing each selector twice',
      'By forbidding functions in the implementation',
      "Calls from the admin go to the proxy's admin functions, everyone else is always delegated",
    ],
    correctAnswer: 3,
    explanation:
      'Since the admin can never call the implementation through the proxy, a user call can never accidentally hit an admin function with the same selector.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "What does Solidity's ecrecover return for an invalid signature?",
    options: ['It reverts the transaction', 'The zero address', "The caller's address", 'A random address'],
    correctAnswer: 1,
    explanation:
      'A contract that compares the result to an unset owner variable (also zero) can be fooled, so the zero address must be rejected explicitly.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What is the classic front-running risk when changing an ERC-20 allowance from N directly to M?',
    options: [
      'The tokens are burned',
      'The allowance becomes unlimited',
      'The spender can use the old allowance N and then also the new allowance M',
      'The owner loses the tokens to miners',
    ],
    correctAnswer: 2,
    explanation:
      'The spender sees the pending change and spends N first; mitigations include setting the allowance to zero first or using increase/decrease functions.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question:
      'How many of the Harmony Horizon bridge multisig keys did attackers need to compromise in the June 2022 hack?',
    options: ['5 of 9', '3 of 4', '1 of 1', '2 of 5'],
    correctAnswer: 3,
    explanation:
      'The bridge required only two of five signatures, so compromising two keys was enough to withdraw about 100 million dollars.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'How did the October 2022 BNB Chain bridge exploit mint 2 million BNB?',
    options: [
      'By stealing validator private keys',
      'By a flash loan on a DEX',
      'By a governance vote',
      "By forging a proof that the bridge's IAVL Merkle verification accepted",
    ],
    correctAnswer: 3,
    explanation:
      'A flaw in proof verification let the attacker fake a deposit message; validators then halted the chain to limit the damage.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "What is a 'time-bandit' attack?",
    options: [
      'Delaying transactions until a deadline passes',
      "Changing a node's clock to reject blocks",
      'Stealing keys through timing side channels',
      'Reorganizing past blocks to capture MEV they contained',
    ],
    correctAnswer: 3,
    explanation:
      'If past blocks held enough extractable value, a miner or validator could profit by rewriting them, an incentive described in the Flash Boys 2.0 paper.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "What is the 'nothing at stake' problem in naive proof of stake?",
    options: [
      'Validators must stake their whole balance',
      'Blocks carry no transaction fees',
      'Validators lose nothing by voting on several competing forks',
      'Nobody is willing to stake',
    ],
    correctAnswer: 2,
    explanation:
      'Unlike miners, who must split hash power, naive PoS validators could sign every fork for free; slashing for equivocation removes that incentive.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why can even a small bias in ECDSA nonces be fatal across many signatures?',
    options: [
      'It makes the signatures longer',
      'It only lets attackers read the message',
      'It only affects signatures on testnets',
      'Lattice techniques can combine the partial leaks to recover the private key',
    ],
    correctAnswer: 3,
    explanation:
      'Each biased nonce leaks a little about the key; solving a hidden-number problem over many signatures reveals the whole key.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "What is an 'invalid curve' attack?",
    options: [
      'Using a curve with too many points',
      'Changing the hash function in a signature',
      'Sending points not on the expected curve to make a key-exchange leak secret bits',
      'Forging a certificate authority',
    ],
    correctAnswer: 2,
    explanation:
      'Implementations that skip checking that received points lie on the curve can be tricked into computations on weak curves that reveal the secret.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why are block.timestamp and blockhash poor sources of randomness in smart contracts?',
    options: [
      'They are always zero',
      'They cost too much gas',
      'They differ on every node',
      'Block producers can predict or influence them',
    ],
    correctAnswer: 3,
    explanation:
      'A proposer who stands to gain can choose the timestamp within limits or withhold a block, so randomness should come from schemes such as commit-reveal or VRFs.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What did the Bitcoin Core bug CVE-2018-17144 allow in the affected versions?',
    options: [
      'Remote theft of wallet keys',
      'Mining blocks without proof of work',
      'Changing the 21 million cap by vote',
      'A block spending the same input twice could crash nodes or, in some versions, inflate supply',
    ],
    correctAnswer: 3,
    explanation:
      'A removed duplicate-input check was found in 2018; it was fixed before anyone exploited it, and the inflation part was disclosed after upgrades.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What caused the March 2013 Bitcoin chain split between versions 0.7 and 0.8?',
    options: [
      'A deliberate hard fork to raise the block size',
      'A 51% attack by a mining pool',
      'A bug in the SHA-256 implementation',
      'An undocumented database lock limit in 0.7 rejected a large block that 0.8 accepted',
    ],
    correctAnswer: 3,
    explanation:
      'Miners resolved the split by moving back to the 0.7-compatible chain, and the episode showed how implementation details can become consensus rules.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: "What is a 'Finney attack'?",
    options: [
      'Reusing an ECDSA nonce',
      'Stealing from a mining pool',
      'A miner pre-mines a block paying itself, pays a merchant who accepts zero confirmations, then releases the block',
      'Flooding the mempool with dust',
    ],
    correctAnswer: 2,
    explanation: 'The attack, described by Hal Finney, only works against merchants who accept unconfirmed payments.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'Why did ERC-777 tokens expose some DeFi protocols to reentrancy?',
    options: [
      'They had no transfer function',
      'Transfers call hooks on the sender or receiver, handing control to outside code mid-transfer',
      'They could not be approved',
      'They used 6 decimals',
    ],
    correctAnswer: 1,
    explanation:
      'Protocols that assumed token transfers never call out were drained in 2020, for example Uniswap v1 pools and Lendf.me holding imBTC.',
    difficulty: 'hard',
    category: 'Security',
  },
  {
    question: 'What is the cofactor of the secp256k1 elliptic curve group?',
    options: ['4', '1', '8', '12'],
    correctAnswer: 1,
    explanation:
      'secp256k1 has prime order, so every non-identity point generates the whole group; Curve25519, used by Ed25519, has cofactor 8.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'For a bilinear pairing e, what does e(aP, bQ) equal?',
    options: ['e(P, Q)^(a+b)', 'a·b·e(P, Q) added to itself', 'e(P, Q) for any a and b', 'e(P, Q)^(ab)'],
    correctAnswer: 3,
    explanation:
      'Bilinearity is what lets pairing-based schemes such as BLS and KZG check relations between hidden exponents.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: "What does Casper FFG's 'accountable safety' guarantee?",
    options: [
      'Finality can never be reverted for any reason',
      'Every validator is paid equally',
      'If two conflicting checkpoints are finalized, at least one third of stake can be proven to have broken the rules',
      'Blocks are final after one slot',
    ],
    correctAnswer: 2,
    explanation:
      'Conflicting finality requires slashable double or surround votes from at least a third of validators, who can be identified and slashed.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which family of proof-of-stake protocols does Cardano use?',
    options: ['Tendermint', 'Casper FFG', 'Ouroboros', 'HoneyBadgerBFT'],
    correctAnswer: 2,
    explanation:
      'Ouroboros divides time into slots and epochs and selects slot leaders in proportion to stake, with Praos using verifiable random functions.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What does a verifiable random function (VRF) provide?',
    options: [
      'A pseudorandom output plus a proof anyone can check with the public key',
      'Encryption that anyone can decrypt',
      'A random number that nobody can verify',
      'A hash with no key involved',
    ],
    correctAnswer: 0,
    explanation:
      'Only the key holder can compute the output, but anyone can verify it, which lets blockchains select leaders privately yet verifiably.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What does the Mina blockchain use recursive zk-SNARKs for?',
    options: [
      'Mining blocks with GPUs',
      'Encrypting every transaction',
      'Keeping its blockchain proof a constant small size',
      'Bridging to Bitcoin',
    ],
    correctAnswer: 2,
    explanation:
      'Each new proof verifies the previous one plus the new block, so nodes can check the whole chain from a succinct proof of roughly constant size.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: "In Vitalik Buterin's classification of zkEVMs, what is a Type 1 zkEVM?",
    options: [
      'One fully equivalent to Ethereum, proving real Ethereum blocks',
      'One that compiles Solidity to a new VM',
      'One that supports only token transfers',
      'One without proofs',
    ],
    correctAnswer: 0,
    explanation:
      'Type 1 changes nothing about Ethereum, making proofs slowest to generate; higher types trade compatibility for faster proving.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which two properties must a cryptographic commitment scheme have?',
    options: ['Hiding and binding', 'Speed and compression', 'Linearity and determinism', 'Secrecy and reversibility'],
    correctAnswer: 0,
    explanation:
      'Hiding means the commitment reveals nothing about the value; binding means the committer cannot later open it to a different value.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is a Merkle Mountain Range?',
    options: [
      'An append-only structure made of a list of perfect Merkle trees',
      'A Merkle tree sorted by value',
      'A chart of mining difficulty',
      'A tree with one hash per block header',
    ],
    correctAnswer: 0,
    explanation:
      'New leaves merge equal-height trees like binary counting, giving cheap appends and proofs; it is used for header commitments in several systems.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is Mimblewimble?',
    options: [
      'A Bitcoin mining algorithm',
      'A protocol with confidential amounts and cut-through of spent outputs, used by Grin',
      'An Ethereum token standard',
      'A proof-of-stake consensus',
    ],
    correctAnswer: 1,
    explanation:
      'Transactions have no addresses and hidden amounts, and intermediate outputs can be removed from history, keeping the chain compact.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is the internal message block size of SHA-256?',
    options: ['256 bits', '1,024 bits', '512 bits', '160 bits'],
    correctAnswer: 2,
    explanation: 'SHA-256 processes 512-bit blocks to produce a 256-bit digest; SHA-512 uses 1,024-bit blocks.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which of these hashes is vulnerable to length-extension attacks when used as hash(secret || message)?',
    options: ['SHA-256', 'SHA3-256', 'Keccak-256', 'BLAKE3'],
    correctAnswer: 0,
    explanation:
      'Merkle-Damgård hashes expose their internal state as the output, letting attackers append data; sponge-based SHA-3 and Keccak, and BLAKE3, are not affected.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which proof-of-work algorithm does Monero use to favour general-purpose CPUs?',
    options: ['RandomX', 'Scrypt', 'Ethash', 'SHA-256'],
    correctAnswer: 0,
    explanation: 'RandomX runs random programs that exercise CPU features, narrowing the advantage of ASICs and GPUs.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'How did Ethash, used by Ethereum before the Merge, try to resist ASICs?',
    options: [
      'By requiring a new algorithm every block',
      'By being memory-hard, reading from a large dataset (the DAG)',
      'By using SHA-256 twice',
      'By needing no memory',
    ],
    correctAnswer: 1,
    explanation:
      'Each hash needed many random reads from a multi-gigabyte dataset, so memory bandwidth rather than raw computation limited miners.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'How do interactive fraud proofs in optimistic rollups settle a dispute?',
    options: [
      'By re-executing the whole batch on Layer 1',
      'By a vote of token holders',
      'By trusting the sequencer',
      'By bisecting the disputed execution until one step is checked on Layer 1',
    ],
    correctAnswer: 3,
    explanation:
      'The two parties narrow their disagreement to a single instruction, which the Layer 1 contract then executes to decide who was right.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'What is a key limitation of Lamport one-time signatures?',
    options: [
      'Each key pair can safely sign only one message',
      'They rely on elliptic curves',
      "They are broken by Shor's algorithm",
      'They cannot be verified by others',
    ],
    correctAnswer: 0,
    explanation:
      'Signing reveals half of the secret values, so a second signature helps forgeries; schemes like XMSS and SPHINCS+ build many-time signatures from such parts.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Which NIST post-quantum standard is a stateless hash-based signature scheme?',
    options: ['ML-KEM (Kyber)', 'ML-DSA (Dilithium)', 'SLH-DSA (SPHINCS+)', 'ECDSA'],
    correctAnswer: 2,
    explanation:
      'SLH-DSA (FIPS 205) relies only on hash functions; ML-DSA is a lattice signature and ML-KEM a lattice key-encapsulation mechanism.',
    difficulty: 'hard',
    category: 'Technology',
  },
  {
    question: 'Why can a low-level call to an address that has no code be dangerous in a token-transfer helper?',
    options: [
      'It always reverts the whole block',
      "It sends all the caller's ETH to that address",
      'It succeeds without doing anything, so a transfer of a non-existent token looks successful',
      'It deploys a new contract at that address',
    ],
    correctAnswer: 2,
    explanation:
      'The EVM treats a call to an empty account as a success, so safe-transfer helpers must check that the token address actually holds code.',
    difficulty: 'hard',
    category: 'Security',
  },
];
