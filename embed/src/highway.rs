//! HighwayHash-64 (portable form), as jax-tpu-embedding uses it to put a column into one of
//! the 64 minibatching buckets: `HighwayHash(col_id as 4 little-endian bytes) & 63` with a
//! fixed key. Written from the published algorithm (state of four 64-bit lanes per vector,
//! 32-byte packets, zipper merge, four permute-and-update rounds before the 64-bit result);
//! checked against the reference's bucket order and the algorithm's published test vectors.

/// The key jax-tpu-embedding hashes column ids with (`kHighwayHashKey`).
pub const MINIBATCHING_KEY: [u64; 4] = [
    0x4451_e30f_87db_9609,
    0xca73_58a1_fd27_37f8,
    0x4b2c_991f_cee4_fdea,
    0x0b26_58e1_8326_f6ba,
];

const INIT0: [u64; 4] = [
    0xdbe6_d5d5_fe4c_ce2f,
    0xa409_3822_299f_31d0,
    0x1319_8a2e_0370_7344,
    0x243f_6a88_85a3_08d3,
];
const INIT1: [u64; 4] = [
    0x3bd3_9e10_cb0e_f593,
    0xc0ac_f169_b5f1_8a8c,
    0xbe54_66cf_34e9_0c6c,
    0x4528_21e6_38d0_1377,
];

/// The hash state.
#[derive(Debug, Clone)]
struct State {
    v0: [u64; 4],
    v1: [u64; 4],
    mul0: [u64; 4],
    mul1: [u64; 4],
}

fn zipper_merge_and_add(v1: u64, v0: u64, add1: &mut u64, add0: &mut u64) {
    *add0 = add0.wrapping_add(
        (((v0 & 0xff00_0000) | (v1 & 0x00ff_0000_0000)) >> 24)
            | (((v0 & 0xff00_0000_0000) | (v1 & 0x00ff_0000_0000_0000)) >> 16)
            | (v0 & 0x00ff_0000)
            | ((v0 & 0xff00) << 32)
            | ((v1 & 0xff00_0000_0000_0000) >> 8)
            | (v0 << 56),
    );
    *add1 = add1.wrapping_add(
        (((v1 & 0xff00_0000) | (v0 & 0x00ff_0000_0000)) >> 24)
            | (v1 & 0x00ff_0000)
            | ((v1 & 0xff00_0000_0000) >> 16)
            | ((v1 & 0xff00) << 24)
            | ((v0 & 0x00ff_0000_0000_0000) >> 8)
            | ((v1 & 0xff) << 48)
            | (v0 & 0xff00_0000_0000_0000),
    );
}

impl State {
    fn new(key: &[u64; 4]) -> State {
        let mut s = State {
            v0: [0; 4],
            v1: [0; 4],
            mul0: INIT0,
            mul1: INIT1,
        };
        for ((v0, v1), (&k, (&m0, &m1))) in
            s.v0.iter_mut()
                .zip(s.v1.iter_mut())
                .zip(key.iter().zip(INIT0.iter().zip(INIT1.iter())))
        {
            *v0 = m0 ^ k;
            *v1 = m1 ^ k.rotate_left(32);
        }
        s
    }

    fn update(&mut self, lanes: [u64; 4]) {
        for (((v0, v1), mul0), (mul1, &lane)) in self
            .v0
            .iter_mut()
            .zip(self.v1.iter_mut())
            .zip(self.mul0.iter_mut())
            .zip(self.mul1.iter_mut().zip(lanes.iter()))
        {
            *v1 = v1.wrapping_add(mul0.wrapping_add(lane));
            *mul0 ^= (*v1 & 0xffff_ffff).wrapping_mul(*v0 >> 32);
            *v0 = v0.wrapping_add(*mul1);
            *mul1 ^= (*v0 & 0xffff_ffff).wrapping_mul(*v1 >> 32);
        }
        let [a0, a1, a2, a3] = &mut self.v0;
        let [b0, b1, b2, b3] = self.v1;
        zipper_merge_and_add(b1, b0, a1, a0);
        zipper_merge_and_add(b3, b2, a3, a2);
        let [a0, a1, a2, a3] = self.v0;
        let [b0, b1, b2, b3] = &mut self.v1;
        zipper_merge_and_add(a1, a0, b1, b0);
        zipper_merge_and_add(a3, a2, b3, b2);
    }

    fn update_packet(&mut self, packet: &[u8; 32]) {
        let mut lanes = [0u64; 4];
        for (lane, chunk) in lanes.iter_mut().zip(packet.chunks_exact(8)) {
            let mut b = [0u8; 8];
            b.copy_from_slice(chunk);
            *lane = u64::from_le_bytes(b);
        }
        self.update(lanes);
    }

    /// The last `bytes.len() < 32` bytes of the message.
    fn update_remainder(&mut self, bytes: &[u8]) {
        let size_mod32 = bytes.len() as u64 & 31;
        let size_mod4 = bytes.len() & 3;
        let whole = bytes.len() & !3;
        for v in &mut self.v0 {
            *v = v.wrapping_add((size_mod32 << 32).wrapping_add(size_mod32));
        }
        let count = size_mod32 as u32;
        for v in &mut self.v1 {
            let lo = (*v as u32).rotate_left(count);
            let hi = ((*v >> 32) as u32).rotate_left(count);
            *v = lo as u64 | ((hi as u64) << 32);
        }
        let mut packet = [0u8; 32];
        for (d, &s) in packet.iter_mut().zip(bytes.iter().take(whole)) {
            *d = s;
        }
        let rem = bytes.get(whole..).unwrap_or(&[]);
        if size_mod32 & 16 != 0 {
            // The last four bytes of the message go to the end of the packet.
            let tail = bytes.get(bytes.len().saturating_sub(4)..).unwrap_or(&[]);
            for (d, &s) in packet.iter_mut().skip(28).zip(tail) {
                *d = s;
            }
        } else if size_mod4 != 0 {
            let pick = |i: usize| rem.get(i).copied().unwrap_or(0);
            packet[16] = pick(0);
            packet[17] = pick(size_mod4 >> 1);
            packet[18] = pick(size_mod4 - 1);
        }
        self.update_packet(&packet);
    }

    fn finalize64(mut self) -> u64 {
        for _ in 0..4 {
            let v = self.v0;
            self.update([
                v[2].rotate_left(32),
                v[3].rotate_left(32),
                v[0].rotate_left(32),
                v[1].rotate_left(32),
            ]);
        }
        self.v0[0]
            .wrapping_add(self.v1[0])
            .wrapping_add(self.mul0[0])
            .wrapping_add(self.mul1[0])
    }
}

/// HighwayHash-64 of `data` under `key`.
pub fn highway_hash64(key: &[u64; 4], data: &[u8]) -> u64 {
    let mut s = State::new(key);
    let mut chunks = data.chunks_exact(32);
    for c in chunks.by_ref() {
        let mut packet = [0u8; 32];
        packet.copy_from_slice(c);
        s.update_packet(&packet);
    }
    let rem = chunks.remainder();
    if !rem.is_empty() {
        s.update_remainder(rem);
    }
    s.finalize64()
}

/// The minibatching bucket (`0..64`) of a column id: the low 6 bits of its HighwayHash.
pub fn minibatching_bucket(col_id: u32) -> u32 {
    (highway_hash64(&MINIBATCHING_KEY, &col_id.to_le_bytes()) & 63) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published 64-bit test vectors of HighwayHash (key bytes 0..32, message bytes
    /// `0, 1, 2, ...` of length 0..).
    #[test]
    fn published_test_vectors() {
        let key = [
            0x0706_0504_0302_0100,
            0x0F0E_0D0C_0B0A_0908,
            0x1716_1514_1312_1110,
            0x1F1E_1D1C_1B1A_1918,
        ];
        let data: Vec<u8> = (0..64u8).collect();
        let expected: [(usize, u64); 2] = [(0, 0x907A_56DE_22C2_6E53), (1, 0x7EAB_43AA_C7CD_DD78)];
        for (len, want) in expected {
            assert_eq!(highway_hash64(&key, &data[..len]), want, "length {len}");
        }
    }
}
