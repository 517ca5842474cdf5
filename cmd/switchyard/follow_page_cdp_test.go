//go:build !nodevnet

package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

const chromiumPath = "/usr/bin/chromium"

// chromiumOrSkip is the headless browser, or a skip (a failure where CI
// requires every service) when it is not installed.
func chromiumOrSkip(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("%s is required (SWITCHYARD_REQUIRE_SERVICES=1): %v; install the Debian package chromium", chromiumPath, err)
		}
		t.Skipf("%s not installed (Debian package chromium); the follow page is not checked in a browser", chromiumPath)
	}
	return chromiumPath
}

// browserPage is one page of a headless Chromium driven through the
// DevTools protocol over --remote-debugging-pipe (JSON messages ended by
// NUL on file descriptors 3 and 4), so that the test reads the live page
// as often as it likes while the page keeps its connections open.
type browserPage struct {
	t       *testing.T
	cmd     *exec.Cmd
	in      io.WriteCloser
	stderr  *syncBuffer
	session string

	mu      sync.Mutex
	nextID  int
	waiting map[int]chan cdpReply
	readErr error
	done    chan struct{} // closed when the reader stops
}

type cdpReply struct {
	ID     int             `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// openPage starts Chromium on url; the browser is closed when the test ends.
func openPage(t *testing.T, bin, url string) *browserPage {
	t.Helper()
	dir := t.TempDir()
	toChrome, ourEnd, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	fromChrome, chromeEnd, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--window-size=1200,1600", "--remote-debugging-pipe", "about:blank")
	cmd.Env = append(os.Environ(), "HOME="+dir)
	cmd.ExtraFiles = []*os.File{toChrome, chromeEnd} // fd 3: commands in, fd 4: replies out
	p := &browserPage{t: t, cmd: cmd, in: ourEnd, stderr: &syncBuffer{}, waiting: map[int]chan cdpReply{}, done: make(chan struct{})}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	toChrome.Close()
	chromeEnd.Close()
	go p.read(fromChrome)
	t.Cleanup(p.close)

	var target struct{ TargetID string }
	p.call("", "Target.createTarget", map[string]any{"url": "about:blank"}, &target)
	var attached struct{ SessionID string }
	p.call("", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &attached)
	p.session = attached.SessionID
	p.call(p.session, "Emulation.setDeviceMetricsOverride", map[string]any{"width": 1200, "height": 1600, "deviceScaleFactor": 1, "mobile": false}, nil)
	p.call(p.session, "Page.navigate", map[string]any{"url": url}, nil)
	return p
}

// read hands each reply to its caller until the browser closes the pipe.
func (p *browserPage) read(r io.ReadCloser) {
	defer close(p.done)
	defer r.Close()
	br := bufio.NewReader(r)
	for {
		msg, err := br.ReadBytes(0)
		if err != nil {
			p.mu.Lock()
			p.readErr = err
			p.mu.Unlock()
			return
		}
		var reply cdpReply
		if json.Unmarshal(msg[:len(msg)-1], &reply) != nil || reply.ID == 0 {
			continue // an event: not asked for
		}
		p.mu.Lock()
		ch := p.waiting[reply.ID]
		delete(p.waiting, reply.ID)
		p.mu.Unlock()
		if ch != nil {
			ch <- reply
		}
	}
}

// call sends a DevTools command and decodes its result into out.
func (p *browserPage) call(session, method string, params any, out any) {
	p.t.Helper()
	if msg := p.callErr(session, method, params, out); msg != "" {
		p.t.Fatalf("%s: %s", method, msg)
	}
}

// callErr is call that returns the browser's refusal of the command
// ("" when it answered) instead of failing the test.
func (p *browserPage) callErr(session, method string, params any, out any) string {
	p.t.Helper()
	p.mu.Lock()
	p.nextID++
	id := p.nextID
	ch := make(chan cdpReply, 1)
	p.waiting[id] = ch
	p.mu.Unlock()
	msg := map[string]any{"id": id, "method": method, "params": params}
	if session != "" {
		msg["sessionId"] = session
	}
	b, _ := json.Marshal(msg)
	if _, err := p.in.Write(append(b, 0)); err != nil {
		p.t.Fatalf("%s: %v\nchromium: %s", method, err, p.stderr.String())
	}
	select {
	case reply := <-ch:
		if reply.Error != nil {
			return reply.Error.Message
		}
		if out != nil {
			if err := json.Unmarshal(reply.Result, out); err != nil {
				p.t.Fatalf("%s: %v", method, err)
			}
		}
	case <-p.done:
		p.t.Fatalf("%s: the browser went away (%v)\nchromium: %s", method, p.readErr, p.stderr.String())
	case <-time.After(30 * time.Second):
		p.t.Fatalf("%s: no answer in 30 s", method)
	}
	return ""
}

// eval evaluates a JavaScript expression in the page (a string result).
func (p *browserPage) eval(expr string) string {
	p.t.Helper()
	var r struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	// A page that is (re)loading has no context to evaluate in for a
	// moment: asked again, as a person looks again.
	for try := 0; ; try++ {
		msg := p.callErr(p.session, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true}, &r)
		if msg == "" {
			break
		}
		if try == 50 || !(strings.Contains(msg, "navigated or closed") || strings.Contains(msg, "Cannot find context")) {
			p.t.Fatalf("Runtime.evaluate: %s", msg)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if r.ExceptionDetails != nil {
		p.t.Fatalf("evaluate %s: %s", expr, r.ExceptionDetails.Text)
	}
	if r.Result.Value == nil {
		return ""
	}
	return fmt.Sprint(r.Result.Value)
}

// text is what a person reads on the page now.
func (p *browserPage) text() string {
	return strings.Join(strings.Fields(p.eval("document.body ? document.body.innerText : ''")), " ")
}

// waitText waits until the page's text contains want and returns it.
func (p *browserPage) waitText(want string, limit time.Duration) string {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		text := p.text()
		if strings.Contains(text, want) {
			return text
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the page did not show %q within %s; it shows:\n%s", want, limit, text)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// screenshot captures the page as PNG; a copy goes to
// $SWITCHYARD_SCREENSHOT_DIR (for a person to look at) when set.
func (p *browserPage) screenshot(name string) []byte {
	p.t.Helper()
	var r struct{ Data string }
	p.call(p.session, "Page.captureScreenshot", map[string]any{"format": "png"}, &r)
	png, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		p.t.Fatal(err)
	}
	if dir := os.Getenv("SWITCHYARD_SCREENSHOT_DIR"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644) // only a copy to look at
	}
	return png
}

// close asks the browser to quit and waits for it (killing it if it
// does not quit in time).
func (p *browserPage) close() {
	msg, _ := json.Marshal(map[string]any{"id": 1 << 30, "method": "Browser.close"})
	_, _ = p.in.Write(append(msg, 0)) // it may be gone already
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	select {
	case <-exited:
	case <-time.After(15 * time.Second):
		_ = p.cmd.Process.Kill()
		<-exited
	}
	p.in.Close()
	<-p.done
}
