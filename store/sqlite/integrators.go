package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/integrator"
)

var _ integrator.Store = (*DB)(nil)

// CreateIntegrator inserts a new integrator and sets its Seq.
func (s *DB) CreateIntegrator(ctx context.Context, in *integrator.Integrator) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx,
			`INSERT INTO integrators(id_hash, name, tier, rate, enabled, features, created_at, revoked_at, fee_bps, fee_beneficiaries)
			 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			in.IDHash, in.Name, string(in.Tier), in.Rate, in.Enabled,
			strings.Join(in.Features, ","), formatTime(in.CreatedAt), formatTime(in.RevokedAt), in.Fee.BPS, encodeBeneficiaries(in.Fee))
		if err != nil {
			if strings.Contains(err.Error(), "UNIQUE constraint failed: integrators.name") {
				return integrator.ErrNameTaken
			}
			return fmt.Errorf("create integrator: %w", err)
		}
		if in.Seq, err = res.LastInsertId(); err != nil {
			return err
		}
		return bumpIntegrators(ctx, tx)
	})
}

// UpdateIntegrator saves tier, rate, state and feature flags.
func (s *DB) UpdateIntegrator(ctx context.Context, in *integrator.Integrator) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx,
			`UPDATE integrators SET tier = ?, rate = ?, enabled = ?, features = ?, revoked_at = ?, fee_bps = ?, fee_beneficiaries = ? WHERE seq = ?`,
			string(in.Tier), in.Rate, in.Enabled, strings.Join(in.Features, ","), formatTime(in.RevokedAt),
			in.Fee.BPS, encodeBeneficiaries(in.Fee), in.Seq)
		if err != nil {
			return fmt.Errorf("update integrator: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return integrator.ErrNotFound
		}
		return bumpIntegrators(ctx, tx)
	})
}

// ListIntegrators returns all integrators in creation order.
func (s *DB) ListIntegrators(ctx context.Context) ([]*integrator.Integrator, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT seq, id_hash, name, tier, rate, enabled, features, created_at, revoked_at, fee_bps, fee_beneficiaries FROM integrators ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("list integrators: %w", err)
	}
	defer rows.Close()
	var out []*integrator.Integrator
	for rows.Next() {
		var in integrator.Integrator
		var tier, features, created, revoked, beneficiaries string
		if err := rows.Scan(&in.Seq, &in.IDHash, &in.Name, &tier, &in.Rate, &in.Enabled, &features, &created, &revoked,
			&in.Fee.BPS, &beneficiaries); err != nil {
			return nil, err
		}
		if err := decodeBeneficiaries(&in.Fee, beneficiaries); err != nil {
			return nil, fmt.Errorf("integrator %s: %w", in.Name, err)
		}
		in.Tier = integrator.Tier(tier)
		if features != "" {
			in.Features = strings.Split(features, ",")
		}
		in.CreatedAt, _ = parseTime(created)
		in.RevokedAt, _ = parseTime(revoked)
		out = append(out, &in)
	}
	return out, rows.Err()
}

// IntegratorsVersion changes whenever an integrator changes, whichever
// process changed it. data_version is checked first because it is cheap and
// changes on any commit by another connection; only then is the counter read.
func (s *DB) IntegratorsVersion(ctx context.Context) (int64, error) {
	s.verMu.Lock()
	defer s.verMu.Unlock()
	var dv int64
	if err := s.verConn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&dv); err != nil {
		return 0, err
	}
	if s.haveVerSet && dv == s.dataVer {
		return s.integrVer, nil
	}
	var v int64
	if err := s.verConn.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = 'integrators_version'`).Scan(&v); err != nil {
		return 0, err
	}
	s.dataVer, s.integrVer, s.haveVerSet = dv, v, true
	return v, nil
}

func bumpIntegrators(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `UPDATE meta SET value = value + 1 WHERE key = 'integrators_version'`)
	return err
}

func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func parseTime(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	return time.Parse(time.RFC3339Nano, s)
}

// encodeBeneficiaries stores a fee's beneficiaries as a JSON object
// (family → address), "" for none.
func encodeBeneficiaries(f integrator.Fee) string {
	if len(f.Beneficiaries) == 0 {
		return ""
	}
	b, _ := json.Marshal(f.Beneficiaries)
	return string(b)
}

func decodeBeneficiaries(f *integrator.Fee, s string) error {
	if s == "" {
		return nil
	}
	if err := json.Unmarshal([]byte(s), &f.Beneficiaries); err != nil {
		return fmt.Errorf("fee beneficiaries: %w", err)
	}
	return nil
}
