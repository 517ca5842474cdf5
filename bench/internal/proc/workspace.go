package proc

import (
	"context"
	"os"
	"path/filepath"
	"time"
)

// Prepare makes a run's temporary directory and finds the binary it
// measures: bin made absolute, or, when bin is empty, ./cmd/switchyard
// built into the directory with tags (within 5 minutes). cleanup removes
// the directory unless keep, in which case logf says where it is; on an
// error the directory is already removed. logf also announces the build.
func Prepare(ctx context.Context, prefix string, keep bool, bin string, logf func(format string, args ...any),
	tags ...string) (dir, binPath string, cleanup func(), err error) {
	dir, err = os.MkdirTemp("", prefix)
	if err != nil {
		return "", "", nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	if keep {
		logf("keeping %s", dir)
		cleanup = func() {}
	}
	if bin == "" {
		logf("building ./cmd/switchyard …")
		bctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
		binPath, err = BuildService(bctx, dir, tags...)
		cancel()
	} else {
		binPath, err = filepath.Abs(bin)
	}
	if err != nil {
		cleanup()
		return "", "", nil, err
	}
	return dir, binPath, cleanup, nil
}
