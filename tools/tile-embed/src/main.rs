//! `tile-embed`: host preprocessing of embedding lookups (see the `tile-embed` library).
//!
//! `tile-embed preprocess BATCH.json --devices G --sc N [--stack]
//! [--max-ids-per-partition M] [--max-unique-ids-per-partition U] [--suggested-buffer S]
//! [--allow-id-dropping] [--minibatching] [--threads T] --out FILE.json`

use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use tile_embed::{Limits, Options, Topology, json, preprocess};

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
    /// Minibatching layout.
    #[arg(long)]
    minibatching: bool,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
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
}

fn options(c: &Common) -> Result<Options, tile_embed::EmbedError> {
    Ok(Options {
        topology: Topology::new(c.devices, c.sc)?,
        stack_tables: c.stack,
        limits: Limits {
            max_ids_per_partition: c.max_ids_per_partition,
            max_unique_ids_per_partition: c.max_unique_ids_per_partition,
            suggested_buffer: c.suggested_buffer,
        },
        stack_limits: Default::default(),
        allow_id_dropping: c.allow_id_dropping,
        minibatching: c.minibatching,
        threads: c.threads,
    })
}

fn run(cli: Cli) -> Result<(), tile_embed::EmbedError> {
    match cli.cmd {
        Cmd::Preprocess { input, common, out } => {
            let opts = options(&common)?;
            let text = std::fs::read_to_string(&input)
                .map_err(|e| tile_embed::EmbedError::Io(format!("cannot read {input}: {e}")))?;
            let batch = json::parse_batch(&text)?;
            let t0 = Instant::now();
            let result = preprocess(&batch, &opts)?;
            let wall = t0.elapsed().as_secs_f64();
            let text = json::output_to_json(&result, wall);
            std::fs::write(&out, text)
                .map_err(|e| tile_embed::EmbedError::Io(format!("cannot write {out}: {e}")))?;
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
