package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/push"
)

// pushSettings tune webhook delivery.
type pushSettings struct {
	timeout     time.Duration
	perEndpoint int
	keyFile     string
	concurrency int
	backoffBase time.Duration
	maxAge      time.Duration
	poll        time.Duration
}

func (p *pushSettings) register(fs *flag.FlagSet) {
	fs.StringVar(&p.keyFile, "webhook-key-file", "", "file of the master key webhook secrets derive from (default: "+push.MasterKeyFile+" in the data dir); replicas on one --database-url must all use the same one")
	fs.DurationVar(&p.timeout, "webhook-timeout", 10*time.Second, "time limit of one webhook request")
	fs.IntVar(&p.perEndpoint, "webhook-per-endpoint", 2, "concurrent webhook requests to one URL")
	fs.IntVar(&p.concurrency, "webhook-concurrency", 32, "concurrent webhook requests overall")
	fs.DurationVar(&p.maxAge, "webhook-retry-for", 24*time.Hour, "how long a webhook delivery is retried before it is given up")
	// Testing knobs: the retry schedule's first delay and the outbox poll.
	fs.DurationVar(&p.backoffBase, "webhook-backoff-base", time.Second, "first retry delay bound, doubled per attempt up to 10 min (testing)")
	fs.DurationVar(&p.poll, "webhook-poll", 100*time.Millisecond, "how often the webhook outbox is looked at (testing)")
}

func (p *pushSettings) validate() []string {
	var problems []string
	if p.timeout < 100*time.Millisecond || p.timeout > 5*time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-timeout %s must be between 100ms and 5m", p.timeout))
	}
	if p.perEndpoint < 1 || p.concurrency < p.perEndpoint || p.concurrency > 10_000 {
		problems = append(problems, fmt.Sprintf("--webhook-per-endpoint %d and --webhook-concurrency %d must satisfy 1 <= per endpoint <= concurrency <= 10000",
			p.perEndpoint, p.concurrency))
	}
	if p.backoffBase < time.Millisecond || p.backoffBase > 10*time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-backoff-base %s must be between 1ms and 10m", p.backoffBase))
	}
	if p.maxAge < time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-retry-for %s must be at least 1m", p.maxAge))
	}
	if p.poll < time.Millisecond || p.poll > time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-poll %s must be between 1ms and 1m", p.poll))
	}
	return problems
}

// pushRun is the running deliverer.
type pushRun struct {
	d    *push.Deliverer
	stop func()
}

// startPush runs the webhook deliverer over the data dir's outbox until
// Close. Deliveries of an earlier run that were under way are taken up
// again once their lease ends; those this run hands back on Close at once.
func startPush(s pushSettings, dataDir string, db database, registry prometheus.Registerer, logger *slog.Logger) (*pushRun, error) {
	if problems := s.validate(); len(problems) > 0 {
		return nil, fmt.Errorf("invalid configuration:\n  %s", strings.Join(problems, "\n  "))
	}
	key, err := push.LoadOrCreateMasterKey(webhookKeyPath(s.keyFile, dataDir))
	if err != nil {
		return nil, err
	}
	d, err := push.New(push.Config{Store: db, Key: key, Timeout: s.timeout, PerEndpoint: s.perEndpoint, Concurrency: s.concurrency,
		BackoffBase: s.backoffBase, MaxAge: s.maxAge, Poll: s.poll, Logger: logger.With(slog.String("component", "webhooks")),
		Registerer: registry})
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		d.Run(ctx)
	}()
	return &pushRun{d: d, stop: func() { cancel(); <-done }}, nil
}

// Close stops delivering and waits for the requests under way.
func (r *pushRun) Close() { r.stop() }

// webhookKeyPath is the master key file: the flag's, or the data dir's.
func webhookKeyPath(flagValue, dataDir string) string {
	if flagValue != "" {
		return flagValue
	}
	return filepath.Join(dataDir, push.MasterKeyFile)
}
