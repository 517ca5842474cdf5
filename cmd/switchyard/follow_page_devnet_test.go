//go:build !nodevnet

package main

import (
	"context"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/status"
)

// TestFollowPageInHeadlessChromium: the devnet explorer's follow page,
// reached from the source transaction's page and its form, open in
// headless Chromium, shows an intents route ongoing while the
// solver is paused, then success with where the funds are once it fills,
// from the API's status stream alone (the page is never reloaded); the
// integrator id reaches neither the explorer nor the logs.
func TestFollowPageInHeadlessChromium(t *testing.T) {
	bin := chromiumOrSkip(t)
	w := newRouteWorld(t, "1,42161")
	w.fund("42161", "USDC", "100000000000")

	to := freshAddress("follow page intents")
	fromToken := w.token("42161", "USDC")
	w.waitFresh("42161", "1")
	a, code, raw := w.quote(map[string]any{"fromChain": "42161", "fromToken": fromToken, "fromAmount": "1000000000", "fromAddress": w.user.Hex(),
		"toChain": "1", "toToken": w.token("1", "USDC"), "toAddress": to.Hex(), "slippage": 1, "bridgeTypes": []string{"intents"}})
	if code != 200 || a.Route.TransactionRequest.RouteType != "INTENTS" {
		t.Fatalf("route: %d %s", code, raw)
	}
	w.solver(true) // a paused solver quotes nothing, so only after the quote: the order stays ongoing
	defer w.solver(false)
	tx := w.execute("42161", fromToken, "1000000000", a).TxHash.Hex()
	w.waitState(tx, "42161", "1", a.Route.QuoteID, status.StateOngoing)

	// As a person gets there: the source transaction's page links the
	// follow page, whose form asks for what it lacks.
	page := openPage(t, bin, explorer.TxURL(w.s.explorerURL(), 42161, common.HexToHash(tx)))
	page.waitText("Follow this route's status live", 30*time.Second)
	page.eval(`document.querySelector('a[href^="/follow?"]').click()`)
	page.waitText("Integrator id", 30*time.Second)
	page.eval(`(function () {
		document.getElementById("toChainId").value = "1";
		document.getElementById("quoteId").value = ` + strconv.Quote(a.Route.QuoteID) + `;
		document.getElementById("f-id").value = ` + strconv.Quote(w.id) + `;
		document.getElementById("f-form").requestSubmit();
	})()`)
	text := page.waitText("Status ongoing", 30*time.Second)
	if loc := page.eval("location.search + ' ' + location.hash"); strings.Contains(strings.Fields(loc)[0], w.id) || !strings.HasSuffix(loc, " #id="+w.id) {
		t.Errorf("the integrator id is not (only) in the fragment: %s", loc)
	}
	for _, want := range []string{"In progress", "live: following the stream", "What to do: Wait.", tx, a.Route.QuoteID,
		"GET " + w.s.URL + "/v2/status/stream", "Route steps (routeStatus)", "42161 send " + tx} {
		if !strings.Contains(text, want) {
			t.Errorf("ongoing: the page lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Where the funds are") {
		t.Errorf("ongoing: the page says where the funds are before they arrived:\n%s", text)
	}
	ongoing := page.events()
	if len(ongoing) == 0 || ongoing[len(ongoing)-1].state != status.StateOngoing {
		t.Fatalf("ongoing: events %v", ongoing)
	}
	checkPNG(t, "ongoing", page.screenshot("follow-ongoing"))

	w.solver(false)                                                           // the order fills while the page watches
	text = page.waitText("final state: the stream has ended", 90*time.Second) // after the success event, the stream's end
	for _, want := range []string{"Success", "Nothing to do.", "final state: the stream has ended",
		"Where the funds are (fundsAt)", a.Route.Estimate.ToAmount + " base units of token " + w.token("1", "USDC") + " on chain 1, held by " + to.Hex()} {
		if !strings.Contains(text, want) {
			t.Errorf("success: the page lacks %q:\n%s", want, text)
		}
	}
	events := page.events()
	if len(events) < 2 || events[len(events)-1].state != status.StateSuccess {
		t.Fatalf("events %v: the last is not success", events)
	}
	for i := 1; i < len(events); i++ { // one stream: consecutive sequence numbers
		if events[i].seq != events[i-1].seq+1 {
			t.Errorf("events %v: sequence numbers not consecutive", events)
		}
	}
	if events[0].seq != ongoing[0].seq || events[0].state != status.StateOngoing {
		t.Errorf("events %v do not continue the ongoing page's %v", events, ongoing)
	}
	checkPNG(t, "success", page.screenshot("follow-success"))
	t.Logf("events on the page: %v", events)

	if strings.Contains(w.s.stderr.String(), w.id) {
		t.Error("the integrator id appears in the service's log")
	}
}

// TestFollowPageNeedsGasInHeadlessChromium: a GMP route whose
// destination gas spiked after the quote; the follow page shows needs_gas
// with the record's recovery, the recovery read off the page is sent from
// another account, and the page moves on to success by itself.
func TestFollowPageNeedsGasInHeadlessChromium(t *testing.T) {
	bin := chromiumOrSkip(t)
	w := newRouteWorld(t, "1,42161")
	w.fund("1", "USDC", "100000000000")
	ctx := context.Background()

	usdc := w.token("1", "USDC")
	w.waitFresh("1", "42161")
	a, code, raw := w.quote(map[string]any{"fromChain": "1", "fromToken": usdc, "fromAmount": "2000000000", "fromAddress": w.user.Hex(),
		"toChain": "42161", "toToken": w.token("42161", "USDC"), "toAddress": freshAddress("follow page needs gas").Hex(), "bridgeTypes": []string{"gmp"}})
	if code != 200 {
		t.Fatalf("route: %d %s", code, raw)
	}
	if _, err := w.admin.SpikeGas(ctx, "42161", "5000"); err != nil {
		t.Fatal(err)
	}
	defer w.admin.ResetGas(ctx, "42161")
	tx := w.execute("1", usdc, "2000000000", a).TxHash.Hex()

	page := openPage(t, bin, explorer.FollowURL(w.s.explorerURL(), tx, 1, 42161, a.Route.QuoteID)+"#id="+w.id)
	text := page.waitText("Status needs_gas", 120*time.Second)
	for _, want := range []string{"Needs gas", "Send the recovery transaction below", "Recovery", "Type add_gas", "Chain 1", "bridge explorer"} {
		if !strings.Contains(text, want) {
			t.Errorf("needs_gas: the page lacks %q:\n%s", want, text)
		}
	}
	checkPNG(t, "needs_gas", page.screenshot("follow-devnet-needs-gas"))

	field := func(id string) string { return page.eval(`document.getElementById("` + id + `").textContent`) }
	value, ok := new(big.Int).SetString(field("f-rec-value"), 10)
	data, err := hexutil.Decode(field("f-rec-data"))
	if !ok || err != nil || !common.IsHexAddress(field("f-rec-target")) {
		t.Fatalf("the page's recovery: target %q value %q data %q", field("f-rec-target"), field("f-rec-value"), field("f-rec-data"))
	}
	// Sent as the page shows it, from another funded account (Hardhat/Anvil account 6).
	payer, _ := crypto.HexToECDSA("92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e")
	sendTx(t, ctx, w.clients["1"], payer, 1, common.HexToAddress(field("f-rec-target")), value, data)

	page.waitText("Status success", 120*time.Second)
	// The stream closes right after its terminal event; the page says so
	// once its reader sees the end, a moment after it shows the event.
	page.waitText("final state: the stream has ended", 30*time.Second)
	if page.eval(`document.getElementById("f-recovery-box").hidden`) != "true" {
		t.Error("success: the recovery is still shown")
	}
	events := page.events()
	var order []string
	for i, ev := range events {
		if i > 0 && ev.seq != events[i-1].seq+1 {
			t.Errorf("events %v: sequence numbers not consecutive", events)
		}
		if n := len(order); n == 0 || order[n-1] != ev.state {
			order = append(order, ev.state)
		}
	}
	if i := slices.Index(order, status.StateNeedsGas); i < 0 || order[len(order)-1] != status.StateSuccess {
		t.Errorf("states on the page %v: want needs_gas, then success", order)
	}
	checkPNG(t, "success after gas", page.screenshot("follow-devnet-needs-gas-success"))
	t.Logf("events on the page: %v", events)
}

// pageEvent is a row of the page's events table.
type pageEvent struct {
	seq   int
	state string
}

// events reads the page's events table.
func (p *browserPage) events() []pageEvent {
	p.t.Helper()
	rows := p.eval(`Array.from(document.querySelectorAll("#f-events tbody tr")).map(function (r) { return r.cells[0].textContent + " " + r.cells[2].textContent; }).join(",")`)
	if rows == "" {
		return nil
	}
	var out []pageEvent
	for _, r := range strings.Split(rows, ",") {
		seq, state, ok := strings.Cut(r, " ")
		n, err := strconv.Atoi(seq)
		if !ok || err != nil {
			p.t.Fatalf("events table row %q", r)
		}
		out = append(out, pageEvent{n, state})
	}
	return out
}

// checkPNG checks that a screenshot was drawn with more than a blank page.
func checkPNG(t *testing.T, what string, png []byte) {
	t.Helper()
	if len(png) < 8 || string(png[1:4]) != "PNG" {
		t.Errorf("%s: the screenshot is not a PNG (%d bytes)", what, len(png))
	}
	if len(png) < 20_000 { // a blank 1200×1600 page compresses to a few kilobytes
		t.Errorf("%s: the screenshot is only %d bytes: the page looks blank", what, len(png))
	}
}
