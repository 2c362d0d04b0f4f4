#!/usr/bin/env bash
# Fuzzes PanelLab for as long as asked (default 10 minutes): ./tools/fuzz.sh [SECONDS]. Each round
# runs, with one random seed, four generators of the suite:
#   - recordings and scenes (FuzzTests/mutations, 5000 inputs): the corpus and assets/conflicts/
#     mutated, parsed and replayed headless;
#   - conflict-lab recordings (FuzzTests/generatedConflicts, 500 inputs): scenes written from every
#     key of the conflict lab (content kinds, tabs, sheet controls, showArena, the policy and
#     keyboard keys) with a hand aimed at their controls, replayed headless;
#   - pictures (PictureFuzzTests, 500 PNGs and SVGs): damaged, hostile headers, extreme filter
#     values, each decoded and drawn in bounded time;
#   - output paths (OutputPathFuzzTests, 50 real exports): links to inputs, hard links, dangling
#     links, loops, FIFOs, devices, folders, frames folders holding links, each checked for what
#     outputs promise (no input changed, nothing left behind, exit 0/1/2).
# When a round crashes, the input it was running is added to its corpus
# (Tests/PanelCoreTests/Fuzz/Corpus/crash-*, Tests/panellabTests/PictureCorpus/crash-*), where
# ./run.sh test replays it from then on; a broken promise of an output path is reported with its
# seed, which reproduces it (PANELLAB_FUZZ_SEED=N swift test --filter OutputPathFuzzTests).
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
corpus=Tests/PanelCoreTests/Fuzz/Corpus
pictures=Tests/panellabTests/PictureCorpus
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swift build --build-tests >/dev/null 2>&1 || { echo "fuzz.sh: build failed" >&2; exit 1; }
end=$(( $(date +%s) + seconds ))
rounds=0
found=0
inputs=0
# Saves what a crashed round was running into `folder` as crash-HASH.EXT.
keep() {
  local f="$1" folder="$2" log="$3" seed="$4"
  [ -f "$f" ] || return 0
  local name="crash-$(sha256sum "$f" | cut -c1-12).${f##*.}"
  cp "$f" "$folder/$name"
  cp "$log" "$scratch/$name.log"
  echo "fuzz.sh: seed $seed crashed; input saved as $folder/$name (log: $(tail -3 "$log" | tr '\n' ' '))"
  found=$((found + 1))
}
while [ "$(date +%s)" -lt "$end" ]; do
  seed=$(( (RANDOM << 30) ^ (RANDOM << 15) ^ RANDOM ))
  # Each generator with its inputs a round (a generated conflict recording replays for seconds).
  for entry in 'FuzzTests/mutations 5000' 'FuzzTests/generatedConflicts 500' 'PictureFuzzTests/aFixedSeedRun 5000' 'OutputPathFuzzTests 5000'; do
    generator=${entry% *}
    log="$scratch/round.log"
    rm -f "$scratch"/current.* "$scratch"/current-picture.*
    if PANELLAB_FUZZ_SEED=$seed PANELLAB_FUZZ_ITERATIONS=${entry#* } PANELLAB_FUZZ_SCRATCH="$scratch" \
        timeout 900 swift test --skip-build --disable-xctest --filter "$generator" >"$log" 2>&1; then
      inputs=$(( inputs + $(sed -n 's/^fuzz: \([0-9]*\) .*/\1/p' "$log" | head -1) ))
    else
      case "$generator" in
        FuzzTests*) for f in "$scratch"/current.*; do keep "$f" "$corpus" "$log" "$seed"; done ;;
        Picture*) for f in "$scratch"/current-picture.*; do keep "$f" "$pictures" "$log" "$seed"; done ;;
        *)
          cp "$log" "$scratch/../panellab-fuzz-outputs-$seed.log" 2>/dev/null
          echo "fuzz.sh: seed $seed broke an output's promise: $(grep -m1 'round [0-9]*:' "$log" | cut -c1-400)"
          found=$((found + 1)) ;;
      esac
    fi
  done
  rounds=$((rounds + 1))
  # A running tally, so a run that is stopped early still says how far it got.
  echo "fuzz.sh: round $rounds done (seed $seed): $inputs inputs so far, $found failures"
done
echo "fuzz.sh: $rounds rounds, $inputs inputs (recordings and scenes, pictures, output paths), $found failures"
[ "$found" -eq 0 ]
