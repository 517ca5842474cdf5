//go:build !nodevnet

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// The admin-CLI subcommands of switchyard devnet: each calls the admin API
// of a running devnet (devnet_orders.go has orders).

// adminClientFlags are the flags every admin command takes.
func adminClientFlags(fs *flag.FlagSet) (url, chainID *string) {
	url = fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	chainID = fs.String("chain", "", "chain id (e.g. 1, 42161, 8453; osmosis-1 with --devnet-cosmos)")
	return url, chainID
}

func runDevnetFund(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet fund", stderr)
	url, chainID := adminClientFlags(fs)
	to := fs.String("to", "", "0x address to fund (a bcrt1… address on --chain bitcoin, a bech32 one such as osmo1… on a Cosmos chain)")
	native := fs.Bool("native", false, "fund with the chain's native currency")
	token := fs.String("token", "", "fund with this token (symbol or address; symbol or denom on a Cosmos chain)")
	amount := fs.String("amount", "", "amount in base units (integer, e.g. 1000000000000000000 for 1 ETH)")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	var problems []string
	if *chainID == "" {
		problems = append(problems, "--chain is required")
	}
	if *to == "" {
		problems = append(problems, "--to is required")
	}
	if *chainID == devnet.BitcoinChainRef && *token == "" {
		*native = true // the Bitcoin chain has only its native currency
	}
	if *native == (*token != "") {
		problems = append(problems, "give exactly one of --native and --token")
	}
	if _, err := devnet.ParseBaseUnits(*amount); err != nil {
		problems = append(problems, "--amount: "+err.Error())
	}
	if len(problems) > 0 {
		return fmt.Errorf("devnet fund: %s\n\n%s", strings.Join(problems, "; "), devnetUsage)
	}
	c := &devnet.Client{URL: *url}
	got, err := c.Fund(ctx, devnet.FundRequest{ChainID: devnet.ChainRef(*chainID), To: *to, Amount: devnet.Decimal(*amount), Native: *native, Token: *token})
	if err != nil {
		return err
	}
	if got.ChainID == devnet.BitcoinChainRef {
		fmt.Fprintf(stdout, "funded %s with %s sat on chain bitcoin: transaction %s (in the mempool; it confirms with the next block: switchyard devnet mine)\n",
			got.To, got.Amount, got.TxHash)
		return nil
	}
	if got.Denom != "" {
		printCosmosFunding(stdout, got)
		return nil
	}
	what := "wei of the native currency"
	if got.Token != "" {
		what = "base units of " + got.Token + " (" + got.TokenAddress + ")"
	}
	fmt.Fprintf(stdout, "funded %s with %s %s on chain %s: transaction %s in block %d; balance now %s\n",
		got.To, got.Amount, what, got.ChainID, got.TxHash, got.BlockNumber, got.Balance)
	return nil
}

// printCosmosFunding reports a funding on a devnet Cosmos chain.
func printCosmosFunding(stdout io.Writer, got *devnet.FundResponse) {
	if got.OverIBC {
		fmt.Fprintf(stdout, "sent %s %s to %s on chain %s over IBC from the hub: transaction %s in block %d of the hub; it arrives when the IBC relayer delivers it (balance now %s)\n",
			got.Amount, got.Denom, got.To, got.ChainID, got.TxHash, got.BlockNumber, got.Balance)
		return
	}
	fmt.Fprintf(stdout, "funded %s with %s %s on chain %s: transaction %s in block %d; balance now %s\n",
		got.To, got.Amount, got.Denom, got.ChainID, got.TxHash, got.BlockNumber, got.Balance)
}

func runDevnetGas(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet gas", stderr)
	url, chainID := adminClientFlags(fs)
	gwei := fs.String("gwei", "", "spike the chain's gas price to this many gwei (e.g. 500)")
	reset := fs.Bool("reset", false, "restore the chain's calm gas price")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	var problems []string
	if *chainID == "" {
		problems = append(problems, "--chain is required")
	}
	if *reset == (*gwei != "") {
		problems = append(problems, "give exactly one of --gwei and --reset")
	} else if *gwei != "" {
		if _, err := devnet.ParseGwei(*gwei); err != nil {
			problems = append(problems, "--gwei: "+err.Error())
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("devnet gas: %s\n\n%s", strings.Join(problems, "; "), devnetUsage)
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.GasResponse
	var err error
	if *reset {
		got, err = c.ResetGas(ctx, *chainID)
	} else {
		got, err = c.SpikeGas(ctx, *chainID, *gwei)
	}
	if err != nil {
		return err
	}
	if got.Spiked {
		fmt.Fprintf(stdout, "chain %s: gas price spiked: eth_gasPrice %s gwei, eth_maxPriorityFeePerGas %s wei; transactions tipping less wait until `switchyard devnet gas --chain %s --reset`\n",
			got.ChainID, got.GasPriceGwei, got.MaxPriorityFeePerGasWei, got.ChainID)
	} else {
		fmt.Fprintf(stdout, "chain %s: gas price restored: eth_gasPrice %s gwei\n", got.ChainID, got.GasPriceGwei)
	}
	return nil
}

func runDevnetPools(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet pools", stderr)
	url, chainID := adminClientFlags(fs)
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	if *chainID == "" {
		return fmt.Errorf("devnet pools: --chain is required\n\n%s", devnetUsage)
	}
	got, err := (&devnet.Client{URL: *url}).Pools(ctx, *chainID)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "pool\taddress\tkind\tfee (bps)\tprice\treserves\n")
	for _, p := range got.Pools {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s %s\t%s %s + %s %s\n", p.Name, p.Address, p.Kind, p.FeeBps, p.Price, p.Quote.Symbol,
			p.BaseReserve, p.Base.Symbol, p.QuoteReserve, p.Quote.Symbol)
	}
	return tw.Flush()
}

func runDevnetPrice(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet price", stderr)
	url, chainID := adminClientFlags(fs)
	pool := fs.String("pool", "", "pool name BASE/QUOTE (e.g. WETH/USDC, WETH/USDC@0.05% for a V3 pool) or address")
	price := fs.String("price", "", "new price, a decimal number of QUOTE per BASE (e.g. 3500)")
	all := fs.Bool("all-pools", false, "move every pool of the two tokens --pool names: the V2 pair and the V3 pool of each fee tier")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	var problems []string
	if *chainID == "" {
		problems = append(problems, "--chain is required")
	}
	if *pool == "" {
		problems = append(problems, "--pool is required (e.g. WETH/USDC; switchyard devnet pools --chain ID lists them)")
	}
	if _, err := world.ParsePrice(*price); err != nil {
		problems = append(problems, "--price: "+err.Error())
	}
	if len(problems) > 0 {
		return fmt.Errorf("devnet price: %s\n\n%s", strings.Join(problems, "; "), devnetUsage)
	}
	got, err := (&devnet.Client{URL: *url}).SetPoolPrice(ctx, devnet.PoolPriceRequest{ChainID: devnet.ChainRef(*chainID), Pool: *pool,
		Price: devnet.Decimal(*price), AllPools: *all})
	if err != nil {
		return err
	}
	for _, m := range got.Moves {
		p := m.Pool
		fmt.Fprintf(stdout, "chain %s pool %s (%s): price %s -> %s %s per %s; reserves now %s %s + %s %s (block %d)\n",
			got.ChainID, p.Name, p.Address, m.PreviousPrice, p.Price, p.Quote.Symbol, p.Base.Symbol,
			p.BaseReserve, p.Base.Symbol, p.QuoteReserve, p.Quote.Symbol, p.BlockNumber)
	}
	for _, name := range got.Skipped {
		fmt.Fprintf(stdout, "chain %s pool %s: left as is (a stable-swap pool's price is its invariant's)\n", got.ChainID, name)
	}
	return nil
}

func runDevnetSolver(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet solver", stderr)
	url := fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	pause := fs.Bool("pause", false, "pause the solver: new orders are not filled, so they expire and are refunded")
	resume := fs.Bool("resume", false, "resume the solver")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	if *pause && *resume {
		return fmt.Errorf("devnet solver: give at most one of --pause and --resume\n\n%s", devnetUsage)
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.SolverResponse
	var err error
	if *pause || *resume {
		got, err = c.SetSolverPaused(ctx, *pause)
	} else {
		got, err = c.Solver(ctx)
	}
	if err != nil {
		return err
	}
	if got.Paused {
		fmt.Fprintf(stdout, "solver %s: paused (orders are not filled; they expire and are refunded; `switchyard devnet solver --resume` resumes it)\n", got.Solver)
	} else {
		fmt.Fprintf(stdout, "solver %s: running (filling orders)\n", got.Solver)
	}
	return nil
}

func runDevnetDelay(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet delay", stderr)
	url := fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	set := fs.String("set", "", "new indexing delay: a duration (5s, 250ms, 0s) or a number of seconds")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	setGiven := false
	fs.Visit(func(f *flag.Flag) { setGiven = setGiven || f.Name == "set" })
	if setGiven {
		if _, err := devnet.ParseDelay(*set); err != nil {
			return fmt.Errorf("devnet delay: --set: %v\n\n%s", err, devnetUsage)
		}
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.DelayResponse
	var err error
	if setGiven {
		got, err = c.SetExplorerDelay(ctx, *set)
	} else {
		got, err = c.ExplorerDelay(ctx)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "bridge explorer indexing delay: %s (messages appear in searchGMP this long after their call)\n", got.Delay)
	return nil
}

func runDevnetMine(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet mine", stderr)
	url, chainID := adminClientFlags(fs)
	blocks := fs.Int("blocks", 1, "how many blocks to mine (1 to 1000)")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	if *chainID != "" && *chainID != devnet.BitcoinChainRef {
		return fmt.Errorf("devnet mine: --chain %q: only the Bitcoin chain (bitcoin) is mined on demand\n\n%s", *chainID, devnetUsage)
	}
	if *blocks < 1 || *blocks > 1000 {
		return fmt.Errorf("devnet mine: --blocks %d must be between 1 and 1000\n\n%s", *blocks, devnetUsage)
	}
	c := &devnet.Client{URL: *url}
	got, err := c.Mine(ctx, *blocks)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "mined %d block(s) on chain bitcoin: %s\n", len(got.Blocks), strings.Join(got.Blocks, " "))
	return nil
}
