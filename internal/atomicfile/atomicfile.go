// Package atomicfile owns replacing a small state file so that a crash
// (kill -9, power loss) leaves either the old contents or the new, never a
// torn file: the devnet's journals and records use it.
package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
)

// Write replaces path with data: written beside it, synced, then renamed
// over it, and the directory synced so the rename itself is durable. The
// directory is created when missing.
func Write(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, perm)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err = errors.Join(err, f.Sync(), f.Close()); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		// Best effort: some filesystems do not sync directories.
		_ = d.Sync()
		_ = d.Close()
	}
	return nil
}
