package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// service is a running switchyard started through Main, as a user would.
type service struct {
	t       *testing.T
	URL     string
	DataDir string
	DevID   string // the development integrator's id
	stderr  *syncBuffer
	stdout  *syncBuffer // the lines after the development id line
	stop    func()      // Stop: cancels serve and waits for its exit
}

// Stop stops the service as an interrupt would and waits until it exited
// (the test's end does it otherwise), e.g. to start it again on its data dir.
func (s *service) Stop() { s.stop() }

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var listenLine = regexp.MustCompile(`listening on (http://\S+)`)
var devLine = regexp.MustCompile(`development integrator id: (\S+)`)

// startService runs `switchyard serve` on a free loopback port with a fresh
// data dir (or the given one) and stops it when the test ends.
func startService(t *testing.T, extraArgs ...string) *service {
	t.Helper()
	dir := t.TempDir()
	return startServiceIn(t, dir, extraArgs...)
}

func startServiceIn(t *testing.T, dataDir string, extraArgs ...string) *service {
	t.Helper()
	// Free ports for the devnet too, so that tests run beside a developer's
	// own devnet and each other.
	return startServe(t, dataDir, append([]string{"--devnet-rpc-port", "0", "--devnet-admin-listen", "127.0.0.1:0",
		"--devnet-explorer-listen", "127.0.0.1:0"}, extraArgs...)...)
}

// startServe runs `switchyard serve` on a free loopback port with exactly
// the given flags beside --listen and --data-dir.
func startServe(t *testing.T, dataDir string, flags ...string) *service {
	t.Helper()
	testkit.Slow(t, "starts the whole service")
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	stderr := &syncBuffer{}
	args := append([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dataDir}, flags...)
	done := make(chan int, 1)
	go func() {
		done <- runCommand(ctx, args, pw, stderr)
		pw.Close()
	}()
	s := &service{t: t, DataDir: dataDir, stderr: stderr, stdout: &syncBuffer{}}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	deadline := time.After(serveStartTimeout(flags))
	for s.URL == "" {
		select {
		case line, ok := <-lines:
			if !ok {
				cancel()
				t.Fatalf("switchyard serve exited before listening; stderr:\n%s", stderr.String())
			}
			if m := listenLine.FindStringSubmatch(line); m != nil {
				s.URL = m[1]
			}
		case <-deadline:
			// serve is stopped and waited for before the test fails: the
			// data dir is removed at cleanup, and chains still writing to
			// it would panic the whole test binary.
			cancel()
			go func() {
				for range lines {
				}
			}()
			select {
			case <-done:
			case <-time.After(time.Minute):
			}
			t.Fatalf("switchyard serve did not start; stderr:\n%s", stderr.String())
		}
	}
	// The development id line, when there is one, follows at once.
	select {
	case line := <-lines:
		if m := devLine.FindStringSubmatch(line); m != nil {
			s.DevID = m[1]
		}
	case <-time.After(200 * time.Millisecond):
	}
	go func() {
		for line := range lines {
			s.stdout.Write([]byte(line + "\n"))
		}
	}()
	var once sync.Once
	s.stop = func() {
		once.Do(func() {
			cancel()
			select {
			case code := <-done:
				if code != 0 {
					t.Errorf("switchyard serve exited with %d; stderr:\n%s", code, stderr.String())
				}
			case <-time.After(20 * time.Second):
				t.Errorf("switchyard serve did not stop within 20 s of cancellation")
			}
		})
	}
	t.Cleanup(s.stop)
	return s
}

// cli runs a switchyard command against the service's data dir and returns
// its stdout; it fails the test on a non-zero exit.
func (s *service) cli(args ...string) string {
	s.t.Helper()
	out, errOut, code := runMain(append(args, "--data-dir", s.DataDir)...)
	if code != 0 {
		s.t.Fatalf("switchyard %s: exit %d\n%s", strings.Join(args, " "), code, errOut)
	}
	return out
}

func runMain(args ...string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	code = runCommand(context.Background(), args, &o, &e)
	return o.String(), e.String(), code
}

// addIntegrator creates an integrator through the CLI and returns its id.
func (s *service) addIntegrator(name string, args ...string) string {
	s.t.Helper()
	out := s.cli(append([]string{"integrators", "add", "--name", name}, args...)...)
	return strings.TrimSpace(out)
}

// do sends a request with the integrator id (when not empty) and returns
// the response with its body read.
func (s *service) do(method, path, id string, body string, headers ...string) (*http.Response, []byte) {
	s.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, s.URL+path, rd)
	if err != nil {
		s.t.Fatal(err)
	}
	if id != "" {
		req.Header.Set("x-integrator-id", id)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	// Transport without automatic gzip so tests see what the server sends.
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}, Timeout: 30 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		s.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		s.t.Fatal(err)
	}
	return resp, b
}
