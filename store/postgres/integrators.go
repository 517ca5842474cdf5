package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/switchyard-dev/switchyard/integrator"
)

var _ integrator.Store = (*DB)(nil)

// CreateIntegrator inserts a new integrator and sets its Seq.
func (s *DB) CreateIntegrator(ctx context.Context, in *integrator.Integrator) error {
	return s.tx(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `INSERT INTO integrators(id_hash, name, tier, rate, enabled, features, created_at, revoked_at, fee_bps, fee_beneficiaries)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING seq`,
			in.IDHash, in.Name, string(in.Tier), in.Rate, in.Enabled, strings.Join(in.Features, ","),
			unixNano(in.CreatedAt), unixNano(in.RevokedAt), in.Fee.BPS, encodeBeneficiaries(in.Fee)).Scan(&in.Seq)
		if err != nil {
			var pgErr *pgconn.PgError
			if errors.As(err, &pgErr) && pgErr.Code == "23505" && pgErr.ConstraintName == "integrators_name_key" {
				return integrator.ErrNameTaken
			}
			return fmt.Errorf("create integrator: %w", err)
		}
		return bumpIntegrators(ctx, tx)
	})
}

// UpdateIntegrator saves tier, rate, state and feature flags.
func (s *DB) UpdateIntegrator(ctx context.Context, in *integrator.Integrator) error {
	return s.tx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE integrators SET tier = $1, rate = $2, enabled = $3, features = $4, revoked_at = $5,
			fee_bps = $7, fee_beneficiaries = $8 WHERE seq = $6`,
			string(in.Tier), in.Rate, in.Enabled, strings.Join(in.Features, ","), unixNano(in.RevokedAt), in.Seq,
			in.Fee.BPS, encodeBeneficiaries(in.Fee))
		if err != nil {
			return fmt.Errorf("update integrator: %w", err)
		}
		if tag.RowsAffected() == 0 {
			return integrator.ErrNotFound
		}
		return bumpIntegrators(ctx, tx)
	})
}

// ListIntegrators returns all integrators in creation order.
func (s *DB) ListIntegrators(ctx context.Context) ([]*integrator.Integrator, error) {
	var out []*integrator.Integrator
	err := s.conn(ctx, func(c *pgx.Conn) error {
		rows, err := c.Query(ctx, `SELECT seq, id_hash, name, tier, rate, enabled, features, created_at, revoked_at, fee_bps, fee_beneficiaries
			FROM integrators ORDER BY seq`)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (*integrator.Integrator, error) {
			var in integrator.Integrator
			var tier, features, beneficiaries string
			var created, revoked int64
			if err := row.Scan(&in.Seq, &in.IDHash, &in.Name, &tier, &in.Rate, &in.Enabled, &features, &created, &revoked,
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
			in.CreatedAt, in.RevokedAt = fromUnixNano(created), fromUnixNano(revoked)
			return &in, nil
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("list integrators: %w", err)
	}
	return out, nil
}

// IntegratorsVersion changes whenever an integrator changes, whichever
// replica changed it: every change bumps a one-row counter in its own
// transaction.
func (s *DB) IntegratorsVersion(ctx context.Context) (int64, error) {
	var v int64
	err := s.conn(ctx, func(c *pgx.Conn) error {
		return c.QueryRow(ctx, `SELECT version FROM integrators_version`).Scan(&v)
	})
	if err != nil {
		return 0, fmt.Errorf("integrators version: %w", err)
	}
	return v, nil
}

func bumpIntegrators(ctx context.Context, tx pgx.Tx) error {
	_, err := tx.Exec(ctx, `UPDATE integrators_version SET version = version + 1`)
	return err
}

// unixNano is t in Unix nanoseconds, 0 for the zero time (whose UnixNano
// is undefined).
func unixNano(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// fromUnixNano is unixNano's inverse: 0 is the zero time.
func fromUnixNano(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
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
