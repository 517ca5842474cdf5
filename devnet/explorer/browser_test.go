package explorer_test

import (
	"context"
	"html"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

const chromiumPath = "/usr/bin/chromium"

// chromiumOrSkip is the headless browser when installed.
func chromiumOrSkip() (string, error) {
	_, err := os.Stat(chromiumPath)
	return chromiumPath, err
}

// chromium is the headless browser, or a skip (a failure where CI
// requires every service) when it is not installed.
func chromium(t *testing.T) string {
	t.Helper()
	testkit.Slow(t, "starts headless Chromium")
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("%s is required (SWITCHYARD_REQUIRE_SERVICES=1): %v; install the Debian package chromium", chromiumPath, err)
		}
		t.Skipf("%s not installed (Debian package chromium); the explorer pages are not checked in a browser", chromiumPath)
	}
	return chromiumPath
}

// browse loads url in headless Chromium: the rendered DOM as text, and a
// screenshot of the page's first 1200×1600 pixels.
func browse(t *testing.T, bin, url string) (text string, png []byte) {
	t.Helper()
	dir := t.TempDir()
	run := func(args ...string) []byte {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
			"--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
			"--user-data-dir=" + filepath.Join(dir, "profile"), "--window-size=1200,1600"}
		cmd := exec.CommandContext(ctx, bin, append(append(base, args...), url)...)
		cmd.Env = append(os.Environ(), "HOME="+dir)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("chromium %v: %v\n%s", args, err, stderr.String())
		}
		return out
	}
	dom := run("--dump-dom")
	shot := filepath.Join(dir, "page.png")
	run("--screenshot=" + shot)
	png, err := os.ReadFile(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	if out := os.Getenv("SWITCHYARD_SCREENSHOT_DIR"); out != "" {
		name := regexp.MustCompile(`[^a-zA-Z0-9]+`).ReplaceAllString(strings.TrimPrefix(url, "http://"), "_")
		_ = os.WriteFile(filepath.Join(out, name[:min(len(name), 60)]+".png"), png, 0o644) // a copy for a person to look at
	}
	return domText(string(dom)), png
}

var (
	styleOrScript = regexp.MustCompile(`(?is)<(style|script)[^>]*>.*?</(style|script)>`)
	tag           = regexp.MustCompile(`<[^>]*>`)
	space         = regexp.MustCompile(`\s+`)
)

// domText is the text a person reads in a rendered DOM.
func domText(dom string) string {
	s := styleOrScript.ReplaceAllString(dom, " ")
	s = tag.ReplaceAllString(s, " ")
	return space.ReplaceAllString(html.UnescapeString(s), " ")
}

// checkScreenshot checks that a PNG was drawn with more than a blank page.
func checkScreenshot(t *testing.T, what string, png []byte) {
	t.Helper()
	if len(png) < 8 || string(png[1:4]) != "PNG" {
		t.Errorf("%s: the screenshot is not a PNG (%d bytes)", what, len(png))
	}
	// A blank 1200×1600 page compresses to a few kilobytes; text, tables
	// and colours take far more.
	if len(png) < 20_000 {
		t.Errorf("%s: the screenshot is only %d bytes: the page looks blank", what, len(png))
	}
}

// The message page and the transaction pages, rendered by headless
// Chromium, show a person the message's state in words, its steps with
// amounts in token units, and the transaction's status.
func TestPagesInHeadlessChromium(t *testing.T) {
	bin := chromium(t)
	f := startRelayerWorld(t, relayertest.Options{})
	w := f.w
	user, recipient := w.Users[0], w.Users[2].Address
	amount := big.NewInt(7_500_000)
	call, _ := w.Bridge(t, user, w.A, w.B, amount, big.NewInt(1e16), w.B.DeliverPayload(recipient, amount))
	var msg *relayer.Message
	relayertest.Eventually(t, "the message executed", func() bool {
		got, err := f.ex.Search(context.Background(), explorer.SearchRequest{TxHash: call.TxHash.Hex()})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 1 && got[0].Status == relayer.StatusExecuted {
			msg = got[0]
		}
		return msg != nil
	})

	text, png := browse(t, bin, explorer.GMPURL(f.srv.URL(), call.TxHash))
	checkScreenshot(t, "message page", png)
	for _, want := range []string{
		"Executed on", "Status destination_executed", "What to do: Nothing to do: the message is complete.",
		"7.5 " + relayertest.BridgedSymbol, // the amount in token units with its symbol
		"Called", "Gas paid", "0.01 ETH", "Confirmed", "Approved",
		"RouteExecuted", recipient.Hex(), msg.Executed.TxHash.Hex()[:10] + "…", "total (total)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("message page text lacks %q:\n%s", want, text)
		}
	}
	if _, page := f.get("/gmp/" + call.TxHash.Hex()); !strings.Contains(page, `href="`+explorer.TxURL("", msg.Executed.ChainID, msg.Executed.TxHash)+`"`) {
		t.Errorf("the message page does not link the execution's transaction page")
	}
	if strings.Contains(text, "refreshes every 2 s") {
		t.Errorf("an executed message's page still refreshes itself")
	}

	text, png = browse(t, bin, explorer.TxURL(f.srv.URL(), msg.Executed.ChainID, msg.Executed.TxHash))
	checkScreenshot(t, "execution transaction page", png)
	for _, want := range []string{"Success", "Status success", "RouteExecuted: the route's calls ran and delivered",
		"GMP message from " + msg.SourceChain + " executed here: " + call.TxHash.Hex(), "Executed", "(GMP gateway)", "Gas"} {
		if !strings.Contains(text, want) {
			t.Errorf("execution page text lacks %q:\n%s", want, text)
		}
	}
	// A message short of gas: held, with what to do.
	held, _ := w.Bridge(t, user, w.B, w.A, amount, big.NewInt(1), w.A.DeliverPayload(recipient, amount))
	relayertest.Eventually(t, "the second message held for gas", func() bool {
		got, err := f.ex.Search(context.Background(), explorer.SearchRequest{TxHash: held.TxHash.Hex()})
		return err == nil && len(got) == 1 && got[0].Status == relayer.StatusInsufficientFee
	})
	text, png = browse(t, bin, explorer.GMPURL(f.srv.URL(), held.TxHash))
	checkScreenshot(t, "held message page", png)
	for _, want := range []string{"Waiting for gas: insufficient fee", "Status insufficient_fee", "this page refreshes every 2 s",
		"What to do: Add gas with addNativeGas(txHash, logIndex, refundAddress)", "gas_paid_not_enough_gas", "held: the prepaid gas does not cover execution"} {
		if !strings.Contains(text, want) {
			t.Errorf("held message page text lacks %q:\n%s", want, text)
		}
	}

	text, _ = browse(t, bin, explorer.TxURL(f.srv.URL(), msg.Approved.ChainID, msg.Approved.TxHash))
	if want := "GMP message from " + msg.SourceChain + " approved here: " + call.TxHash.Hex(); !strings.Contains(text, want) {
		t.Errorf("approval transaction page text lacks %q:\n%s", want, text)
	}
	text, _ = browse(t, bin, explorer.TxURL(f.srv.URL(), msg.SourceChainID, call.TxHash))
	for _, want := range []string{"Status success", "GMP message " + call.TxHash.Hex(), "ContractCallWithToken",
		"Transfer: 7.5 " + relayertest.BridgedSymbol} {
		if !strings.Contains(text, want) {
			t.Errorf("call transaction page text lacks %q:\n%s", want, text)
		}
	}
}
