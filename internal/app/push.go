package app

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/store"
)

// PushSettings tune webhook delivery (serve's --webhook-* flags).
type PushSettings struct {
	Timeout     time.Duration
	PerEndpoint int
	KeyFile     string // "" : push.MasterKeyFile in the data dir
	Concurrency int
	BackoffBase time.Duration
	MaxAge      time.Duration
	Poll        time.Duration
}

func (p *PushSettings) validate() []string {
	var problems []string
	if p.Timeout < 100*time.Millisecond || p.Timeout > 5*time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-timeout %s must be between 100ms and 5m", p.Timeout))
	}
	if p.PerEndpoint < 1 || p.Concurrency < p.PerEndpoint || p.Concurrency > 10_000 {
		problems = append(problems, fmt.Sprintf("--webhook-per-endpoint %d and --webhook-concurrency %d must satisfy 1 <= per endpoint <= concurrency <= 10000",
			p.PerEndpoint, p.Concurrency))
	}
	if p.BackoffBase < time.Millisecond || p.BackoffBase > 10*time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-backoff-base %s must be between 1ms and 10m", p.BackoffBase))
	}
	if p.MaxAge < time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-retry-for %s must be at least 1m", p.MaxAge))
	}
	if p.Poll < time.Millisecond || p.Poll > time.Minute {
		problems = append(problems, fmt.Sprintf("--webhook-poll %s must be between 1ms and 1m", p.Poll))
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
func startPush(s PushSettings, dataDir string, db store.Store, registry prometheus.Registerer, logger *slog.Logger) (*pushRun, error) {
	if err := problemsError(s.validate()); err != nil {
		return nil, err
	}
	key, err := push.LoadOrCreateMasterKey(WebhookKeyPath(s.KeyFile, dataDir))
	if err != nil {
		return nil, err
	}
	d, err := push.New(push.Config{Store: db, Key: key, Timeout: s.Timeout, PerEndpoint: s.PerEndpoint, Concurrency: s.Concurrency,
		BackoffBase: s.BackoffBase, MaxAge: s.MaxAge, Poll: s.Poll, Logger: logger.With(slog.String("component", "webhooks")),
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

// WebhookKeyPath is the master key file: the flag's, or the data dir's.
func WebhookKeyPath(flagValue, dataDir string) string {
	if flagValue != "" {
		return flagValue
	}
	return filepath.Join(dataDir, push.MasterKeyFile)
}
