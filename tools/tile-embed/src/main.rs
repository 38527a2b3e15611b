//! `tile-embed`: host preprocessing of embedding lookups (see the `tile-embed` library).
//!
//! `tile-embed preprocess BATCH.json --devices G --sc N [--stack]
//! [--max-ids-per-partition M] [--max-unique-ids-per-partition U] [--suggested-buffer S]
//! [--allow-id-dropping] [--minibatching] [--threads T] --out FILE.json`

use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use tile_embed::preprocess::observe;
use tile_embed::{Limits, Options, Topology, fdo, generate, json, preprocess};

#[derive(Parser)]
#[command(
    name = "tile-embed",
    about = "Host preprocessing of embedding lookups for partitioned sparse cores"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(clap::Args, Clone)]
struct Common {
    /// Devices (chips) on the host.
    #[arg(long, default_value_t = 1)]
    devices: usize,
    /// Sparse cores per device.
    #[arg(long, default_value_t = 4)]
    sc: usize,
    /// Stack tables with equal padded width and combiner.
    #[arg(long)]
    stack: bool,
    /// Allowed ids per partition.
    #[arg(long, default_value_t = tile_embed::limits::DEFAULT_LIMIT)]
    max_ids_per_partition: u32,
    /// Allowed unique ids per partition.
    #[arg(long, default_value_t = tile_embed::limits::DEFAULT_LIMIT)]
    max_unique_ids_per_partition: u32,
    /// Suggested COO buffer size per device.
    #[arg(long)]
    suggested_buffer: Option<u64>,
    /// Drop ids over the limits instead of failing.
    #[arg(long)]
    allow_id_dropping: bool,
    /// Minibatching: when a partition is over its limits, split the 64 hash buckets of the
    /// column ids into minibatches that fit them (jax-tpu-embedding's `enable_minibatching`).
    #[arg(long)]
    minibatching: bool,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Write the whole buffer capacity: the tail of every sparse core's segment after its
    /// aligned end (and unused minibatch row pointers) as padding, for byte comparison.
    /// Without it those regions, which the device never reads, are left unwritten (zeros).
    #[arg(long)]
    canonical_padding: bool,
    /// Per-stack limits file (from `tile-embed limits`); overrides the limit options for the
    /// stacks it names.
    #[arg(long)]
    limits: Option<String>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Preprocess a batch into per-device buffers and statistics (JSON).
    Preprocess {
        /// The batch JSON file.
        input: String,
        #[command(flatten)]
        common: Common,
        /// Output JSON file.
        #[arg(long)]
        out: String,
    },
    /// Observe batches and write the per-stack limits that hold all of them (feedback-directed
    /// limits: max ids and unique ids per partition, suggested buffer per device).
    Limits {
        /// Batch files (JSON, or JSON manifests of `.npy` features).
        #[arg(required = true)]
        inputs: Vec<String>,
        #[command(flatten)]
        common: Common,
        /// Output limits file (JSON).
        #[arg(long)]
        out: String,
    },
    /// Print a human-readable report of a batch: ids per partition (histogram), skew, buffers.
    Stats {
        /// The batch file.
        input: String,
        #[command(flatten)]
        common: Common,
    },
    /// Benchmark: generate a Zipf batch (`--tables` tables of `--vocab` ids, `--batch` samples
    /// per feature, 1..=`--max-ids` ids per sample), calibrate limits (FDO), and time
    /// `preprocess` (median of `--reps` after `--warmup`); prints one JSON line. With
    /// `--write-npy DIR` also writes the batch and the limits for the reference driver.
    Bench {
        #[command(flatten)]
        common: Common,
        /// Tables (one feature each).
        #[arg(long, default_value_t = 1)]
        tables: usize,
        /// Samples per feature.
        #[arg(long, default_value_t = 16384)]
        batch: usize,
        /// Maximum ids per sample (minimum 1).
        #[arg(long, default_value_t = 32)]
        max_ids: usize,
        /// Vocabulary per table.
        #[arg(long, default_value_t = 1_000_000)]
        vocab: u64,
        /// Zipf exponent.
        #[arg(long, default_value_t = 1.05)]
        zipf: f64,
        /// Random weights.
        #[arg(long)]
        weights: bool,
        /// Seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Warm-up runs.
        #[arg(long, default_value_t = 2)]
        warmup: usize,
        /// Timed runs.
        #[arg(long, default_value_t = 5)]
        reps: usize,
        /// Write `batch.json` + `.npy` features and `limits.json` here.
        #[arg(long)]
        write_npy: Option<String>,
        /// Generous limits instead of calibrated ones: FACTOR x the observed maxima and no
        /// suggested buffer (the theoretical maximum buffer), as before feedback-directed
        /// calibration. 0 keeps the calibrated limits.
        #[arg(long, default_value_t = 0)]
        generous_limits: u64,
    },
}

fn read_batch(input: &str) -> Result<tile_embed::Batch, tile_embed::EmbedError> {
    let text = std::fs::read_to_string(input)
        .map_err(|e| tile_embed::EmbedError::Io(format!("cannot read {input}: {e}")))?;
    let base = Path::new(input).parent().unwrap_or(Path::new("."));
    json::parse_batch_at(&text, base)
}

fn write(path: &str, text: &str) -> Result<(), tile_embed::EmbedError> {
    std::fs::write(path, text)
        .map_err(|e| tile_embed::EmbedError::Io(format!("cannot write {path}: {e}")))
}

fn options(c: &Common) -> Result<Options, tile_embed::EmbedError> {
    Ok(Options {
        topology: Topology::new(c.devices, c.sc)?,
        stack_tables: c.stack,
        limits: Limits {
            // The command line takes 32-bit limits, as the reference does.
            max_ids_per_partition: u64::from(c.max_ids_per_partition),
            max_unique_ids_per_partition: u64::from(c.max_unique_ids_per_partition),
            suggested_buffer: c.suggested_buffer,
        },
        stack_limits: match &c.limits {
            None => Default::default(),
            Some(f) => {
                let text = std::fs::read_to_string(f)
                    .map_err(|e| tile_embed::EmbedError::Io(format!("cannot read {f}: {e}")))?;
                fdo::parse_limits(&text)?
            }
        },
        allow_id_dropping: c.allow_id_dropping,
        minibatching: c.minibatching,
        threads: c.threads,
        canonical_padding: c.canonical_padding,
    })
}

fn run(cli: Cli) -> Result<(), tile_embed::EmbedError> {
    match cli.cmd {
        Cmd::Preprocess { input, common, out } => {
            let opts = options(&common)?;
            let batch = read_batch(&input)?;
            let t0 = Instant::now();
            let result = preprocess(&batch, &opts)?;
            let wall = t0.elapsed().as_secs_f64();
            write(&out, &json::output_to_json(&result, wall))
        }
        Cmd::Limits {
            inputs,
            common,
            out,
        } => {
            let opts = options(&common)?;
            let mut obs = Vec::with_capacity(inputs.len());
            for input in &inputs {
                obs.push(observe(&read_batch(input)?, &opts)?);
            }
            write(
                &out,
                &fdo::limits_to_json(&fdo::limits_from_observations(&obs)),
            )
        }
        Cmd::Stats { input, common } => {
            let opts = options(&common)?;
            let o = observe(&read_batch(&input)?, &opts)?;
            print!("{}", fdo::stats_report(&o));
            Ok(())
        }
        Cmd::Bench {
            common,
            tables,
            batch,
            max_ids,
            vocab,
            zipf,
            weights,
            seed,
            warmup,
            reps,
            write_npy,
            generous_limits,
        } => {
            let mut opts = options(&common)?;
            let b = generate::generate(&generate::GenSpec {
                tables,
                extra_features: 0,
                batch,
                min_ids: 1,
                max_ids: max_ids.max(1),
                vocab,
                dims: vec![16],
                combiner: tile_embed::Combiner::Sum,
                weights,
                zipf,
                seed,
            });
            let obs = observe(&b, &opts)?;
            let mut lim = fdo::limits_from_observations(std::slice::from_ref(&obs));
            if generous_limits > 0 {
                lim = fdo::generous_limits(&lim, generous_limits);
            }
            if let Some(dir) = &write_npy {
                json::write_npy_batch(&b, Path::new(dir))?;
                write(
                    &Path::new(dir).join("limits.json").display().to_string(),
                    &fdo::limits_to_json(&lim),
                )?;
            }
            opts.stack_limits = lim;
            let mut times = Vec::with_capacity(reps);
            for k in 0..warmup + reps.max(1) {
                let t0 = Instant::now();
                let r = preprocess(&b, &opts)?;
                let dt = t0.elapsed().as_secs_f64();
                std::hint::black_box(&r);
                // A training loop frees each batch's buffers before the next (the Python
                // package recycles them when numpy frees them): reuse their memory.
                r.recycle();
                if k >= warmup {
                    times.push(dt);
                }
            }
            times.sort_by(f64::total_cmp);
            let med = times.get(times.len() / 2).copied().unwrap_or(0.0);
            let ids = b.num_ids();
            println!(
                "{{\"ids\": {ids}, \"median_s\": {med:.6}, \"min_s\": {:.6}, \"mids_per_s\": {:.2}}}",
                times.first().copied().unwrap_or(0.0),
                ids as f64 / med.max(1e-12) / 1e6
            );
            Ok(())
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tile-embed: error: {e}");
            ExitCode::from(1)
        }
    }
}
