package evmtx_test

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/client/evmtx"
)

func ExampleSender_Execute() {
	ctx := context.Background()
	key, err := evmtx.ParseKey(os.Getenv("SWITCHYARD_PRIVATE_KEY"))
	if err != nil {
		log.Fatal(err)
	}
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	s, err := evmtx.Dial(ctx, "http://127.0.0.1:8545", key, "1")
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	r, err := c.Route(ctx, api.RouteRequest{FromChain: "1", FromToken: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
		FromAmount: "1000000000", FromAddress: s.Address().Hex(), ToChain: "1", ToToken: api.NativeEVMAddress, ToAddress: s.Address().Hex()})
	if err != nil {
		log.Fatal(err)
	}
	sent, err := s.Execute(ctx, &r.Route) // approves USDC when the allowance is short, then sends
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("approval:", sent.Approval != nil, "route transaction:", sent.Tx.Hex())
}
