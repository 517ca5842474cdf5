package client_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
)

func ExampleNew() {
	c, err := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	if err != nil {
		log.Fatal(err)
	}
	_ = c
}

func ExampleClient_Chains() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	// every chain, with two fields each (POST /v2/chains)
	chains, err := c.Chains(context.Background(), client.ListQuery{Fields: []string{"chainId", "chainName"}})
	if err != nil {
		log.Fatal(err)
	}
	for _, ch := range chains {
		fmt.Println(ch.ChainID, ch.ChainName)
	}
}

func ExampleClient_Tokens() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	tokens, err := c.Tokens(context.Background(), client.ListQuery{ChainID: "42161"})
	if err != nil {
		log.Fatal(err)
	}
	for _, t := range tokens {
		fmt.Println(t.Symbol, t.Address, t.Decimals)
	}
}

func ExampleClient_SDKInfo() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	info, err := c.SDKInfo(context.Background(), client.SDKInfoQuery{ChainID: "1"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(info.AxelarscanURL, info.IsInMaintenanceMode, len(info.Tokens))
}

func ExampleClient_Route() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	user := "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"
	r, err := c.Route(context.Background(), api.RouteRequest{
		FromChain: "1", FromToken: api.NativeEVMAddress, FromAmount: "10000000000000000", FromAddress: user,
		ToChain: "42161", ToToken: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", ToAddress: user,
		BridgeTypes: []api.BridgeType{api.BridgeGMP},
	})
	var e *client.Error
	if errors.As(err, &e) {
		// the whole answer is kept: type, reason, details and the raw body
		log.Fatalf("%s %s %v\n%s", e.Type, e.Reason, e.Details, e.Body)
	} else if err != nil {
		log.Fatal(err)
	}
	tx := r.Route.TransactionRequest
	fmt.Println(r.Route.QuoteID, r.Route.Estimate.ToAmountMin, tx.Target, tx.Value, tx.GasLimit)
}

func ExampleClient_RouteJSON() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	user := "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"
	raw, err := c.RouteJSON(context.Background(), api.RouteRequest{
		FromChain: "1", FromToken: api.NativeEVMAddress, FromAmount: "10000000000000000", FromAddress: user,
		ToChain: "1", ToToken: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", ToAddress: user, QuoteOnly: true,
	})
	if err != nil {
		log.Fatal(err)
	}
	os.Stdout.Write(raw)
}

func ExampleClient_Status() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	rec, err := c.Status(context.Background(), api.StatusQuery{
		TransactionID: "0x…", FromChainID: "1", ToChainID: "42161", QuoteID: "…",
	})
	var e *client.Error
	switch {
	case errors.As(err, &e) && e.NotIndexed():
		fmt.Println("not indexed yet: ask again in 5 s")
	case err != nil:
		log.Fatal(err)
	default:
		fmt.Println(rec.RouteTransactionStatus, rec.Status, rec.NextPollSeconds)
	}
}

func ExampleClient_StatusStream() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	// Opened right after signing: the first event is the not_found record.
	rec, err := c.StatusStream(context.Background(), api.StatusQuery{
		TransactionID: "0x…", FromChainID: "1", ToChainID: "42161", QuoteID: "…",
	}, func(ev client.StatusEvent) {
		fmt.Println(ev.Seq, ev.Record.RouteTransactionStatus, ev.Record.Status)
	})
	if err != nil {
		log.Fatal(err)
	}
	if rec.FundsAt != nil {
		fmt.Println("funds at", rec.FundsAt.Address, "on chain", rec.FundsAt.ChainID)
	}
}

func ExampleClient_WaitForStatus() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	q := api.StatusQuery{TransactionID: "0x…", FromChainID: "1", ToChainID: "42161", QuoteID: "…"}
	rec, err := c.WaitForStatus(ctx, q, func(r api.StatusRecord) {
		fmt.Println(r.RouteTransactionStatus, r.Status)
	})
	var esc *client.EscalateError
	switch {
	case errors.As(err, &esc):
		log.Fatal(esc) // says to contact support, with the ids
	case err != nil:
		log.Fatal(err)
	case rec.RouteTransactionStatus == api.StateNeedsGas:
		fmt.Println("send the recovery transaction:", rec.Recovery.Target, rec.Recovery.Value)
	case rec.FundsAt != nil:
		fmt.Println("funds at", rec.FundsAt.ChainID, rec.FundsAt.Token, rec.FundsAt.Amount)
	}
}

func ExampleWait() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	// any StatusReader: this client, or a local status service behind an adapter
	var r client.StatusReader = c
	q := api.StatusQuery{TransactionID: "0x…", FromChainID: "1", ToChainID: "42161", QuoteID: "…"}
	rec, err := client.Wait(context.Background(), r, q, client.WaitOptions{
		EstimatedRouteDuration: 90 * time.Second,
		Sent:                   time.Now().Add(-time.Minute),
		OnChange:               func(r api.StatusRecord) { fmt.Println(r.RouteTransactionStatus) },
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(rec.RouteTransactionStatus)
}

func ExampleEscalationTime() {
	fmt.Println(client.EscalationTime(20*time.Minute), client.EscalationTime(time.Minute))
	// Output: 40m0s 15m0s
}

func ExampleWithoutRateLimitRetry() {
	// a caller that paces itself sees every 429 at once, with its RetryAfter
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"), client.WithoutRateLimitRetry())
	_, err := c.Chains(context.Background(), client.ListQuery{})
	var e *client.Error
	if errors.As(err, &e) && e.StatusCode == 429 {
		fmt.Println("come back in", e.RetryAfter, "wallet limit:", e.WalletLimit)
	}
}

func ExampleError_NotIndexed() {
	c, _ := client.New("http://127.0.0.1:8080", os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	_, err := c.Status(context.Background(), api.StatusQuery{TransactionID: "0x…", FromChainID: "1", ToChainID: "1", QuoteID: "…"})
	var e *client.Error
	if errors.As(err, &e) && e.NotIndexed() {
		fmt.Println("not on chain yet; ask again in 5 s")
	}
}
