#!/usr/bin/env bash
# Issue 20's goals table, before → after, from one sitting: times two release builds of panellab
# on every row and prints a markdown table. Each build benches its own checkout's recordings
# (BIN/../../../assets, as panellab finds them), so a build older than a model bump reads the
# recording it was made with.
#   tools/speed-table.sh BEFORE_BIN AFTER_BIN [ROUNDS]        (default 2 rounds)
# Rows: the whole demo (`bench --frames 2600`) at scales 1 and 2, with `--threads 1` beside; the lab
# recording's bench (`--recording assets/lab.plrec`); the damaged share of the frames where only a
# panel moves (`--breakdown`'s "panel moving" kind); MP4 export (`replay --headless --mp4`) at
# scales 1 and 2 as × real time (the recording's length over the wall clock), with its CPU time.
# The runs alternate between the builds, each measurement before then after in one round and after
# then before in the next, so a machine that gets busier or quieter weighs on both alike; the load
# average (/proc/loadavg, 1 min) is kept beside every run.
# A build whose bench prints no frame copy (older than the copy yardstick) is given the copy the
# other build timed at the same scale in the same round; one without --threads draws on one thread.
#   WINDOW=1 (default) also runs tools/window-frame-times.sh at scales 1 and 2 in each round, for each
#   build whose `run` has --frame-times (the window row: its p99 against the bench's raster p99 plus
#   a copy, the bench run beside each drive).
#   FRAMES=N benches N frames instead of the goals' 2600, MP4=0 leaves the exports out (for a quick
#   try of the script).
#   ROWS="demo lab breakdown mp4 window" runs only those rows (all when unset), to take again the rows
#   a change touches.
#   RAW=FILE keeps the measurements, one JSON object a line (default: a temporary file).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: tools/speed-table.sh BEFORE_BIN AFTER_BIN [ROUNDS]" >&2; exit 2; }
before="$(realpath "$1")"
after="$(realpath "$2")"
rounds="${3:-2}"
frames="${FRAMES:-2600}"
for b in "$before" "$after"; do [ -x "$b" ] || { echo "speed-table: $b is not an executable" >&2; exit 2; }; done
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
raw="${RAW:-$out/raw.jsonl}"
: >"$raw"

# Whether ROW is among $ROWS (all rows when unset).
wanted() { [ -z "${ROWS:-}" ] || [[ " $ROWS " == *" $1 "* ]]; }
bin_of() { if [ "$1" = before ]; then echo "$before"; else echo "$after"; fi; }
# The checkout a binary reads its assets from: .build/<triple>/release/panellab → three folders up.
root_of() { realpath "$(dirname "$(bin_of "$1")")/../../.."; }
load() { cut -d' ' -f1 /proc/loadavg; }
# Whether BUILD's bench takes --threads (older builds draw on one thread only).
has_threads() { (cd "$(root_of "$1")" && "$(bin_of "$1")" bench --frames 1 --threads 1 --json >/dev/null 2>&1); }
# Whether BUILD tracks damage (older builds draw every frame whole).
has_damage() { "$(bin_of "$1")" --help 2>/dev/null | grep -q -- '--no-damage'; }
has_frame_times() { "$(bin_of "$1")" --help 2>/dev/null | grep -q -- '--frame-times'; }

# record BUILD ROUND ROW SCALE KIND FILE: one line of $raw from a run's output FILE.
record() {
  python3 - "$@" >>"$raw" <<'PY'
import json, sys
build, rnd, row, scale, kind, path, load = sys.argv[1:8]
text = open(path).read()
rec = {"build": build, "round": int(rnd), "row": row, "scale": float(scale), "load": float(load)}
if kind == "json":
    lines = text.strip().splitlines()
    rec["bench"] = json.loads(next(l for l in lines if l.startswith("{")))
    cpu = [l.split() for l in lines if l.startswith("cpu ")]
    if cpu: rec["cpu"] = float(cpu[-1][1]) + float(cpu[-1][2])
elif kind == "breakdown":
    # "  panel moving   N frames, mean X ms, …; damaged mean Y%": the frames where only a panel moved.
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("panel moving ") and "frames, mean" in s:
            rec["frames"] = int(s.split()[2])
            rec["mean_ms"] = float(s.split("mean ")[1].split(" ms")[0])
            rec["damaged"] = float(s.rsplit("damaged mean", 1)[1].strip().rstrip("%"))
        if s.startswith("damaged share of the frame:"):
            rec["all_damaged"] = float(s.split("mean ")[1].split("%")[0])
elif kind == "time":
    wall, user, sys_, seconds = text.split()[-4:]
    rec.update(wall=float(wall), cpu=float(user) + float(sys_), seconds=float(seconds))
elif kind == "window":
    for line in text.splitlines():
        s = line.split()
        if s and s[0] in ("total_ms", "upload_ms", "present_ms"):
            rec[s[0][:-3] + "_p50"], rec[s[0][:-3] + "_p99"] = float(s[2]), float(s[4])
        # The window's own "raster_ms p50 X p99 Y max Z", then the bench's "raster_ms P50 P99 MAX …".
        if s and s[0] == "raster_ms" and s[1] == "p50": rec["window_raster_p99"] = float(s[4])
        elif s and s[0] == "raster_ms": rec["bench_raster_p99"] = float(s[2])
        if line.startswith("one frame copy"): rec["copy"] = float(line.split(": ")[1].split()[0])
        if line.endswith("presented frames"): rec["presented"] = int(s[0])
print(json.dumps(rec))
PY
}

# bench BUILD ROUND ROW SCALE ARGS…: a bench run with --json.
bench() {
  local build=$1 rnd=$2 row=$3 scale=$4
  shift 4
  local l
  l=$(load)
  # The process's CPU seconds too: the work, which a loaded machine's time slices do not inflate.
  (cd "$(root_of "$build")" && /usr/bin/time -f 'cpu %U %S' -o "$out/time.txt" "$(bin_of "$build")" bench --frames "$frames" \
    --scale "$scale" --json "$@") >"$out/run.txt"
  cat "$out/time.txt" >>"$out/run.txt"
  record "$build" "$rnd" "$row" "$scale" json "$out/run.txt" "$l"
}

# mp4 BUILD ROUND SCALE: the demo's MP4 export, wall and CPU seconds.
mp4() {
  local build=$1 rnd=$2 scale=$3 l root
  root=$(root_of "$build")
  l=$(load)
  (cd "$root" && /usr/bin/time -f '%e %U %S' -o "$out/time.txt" "$(bin_of "$build")" replay assets/demo.plrec --headless \
    --scale "$scale" --mp4 "$out/demo.mp4" >/dev/null)
  # The recording's length: its end line's time.
  echo " $(tail -1 "$root/assets/demo.plrec" | python3 -c 'import json, sys; print(json.load(sys.stdin)["t_us"] / 1e6)')" >>"$out/time.txt"
  record "$build" "$rnd" mp4 "$scale" time <(tr '\n' ' ' <"$out/time.txt") "$l"
  rm -f "$out/demo.mp4"
}

# breakdown BUILD ROUND: the scale-1 bench with --breakdown (the frames where only a panel moved).
breakdown() {
  local build=$1 rnd=$2 l
  l=$(load)
  (cd "$(root_of "$build")" && "$(bin_of "$build")" bench --frames "$frames" --scale 1 --breakdown) >"$out/run.txt"
  record "$build" "$rnd" breakdown 1 breakdown "$out/run.txt" "$l"
}

uptime_start=$(uptime)
for rnd in $(seq 1 "$rounds"); do
  # Before first in odd rounds, after first in even ones.
  if [ $((rnd % 2)) = 1 ]; then order="before after"; else order="after before"; fi
  echo "round $rnd of $rounds ($order), $(uptime)" >&2
  for scale in 1 2; do
    if wanted demo; then
      for b in $order; do bench "$b" "$rnd" demo "$scale"; done
      for b in $order; do has_threads "$b" && bench "$b" "$rnd" demo-1thread "$scale" --threads 1; done
    fi
    if wanted lab; then
      for b in $order; do bench "$b" "$rnd" lab "$scale" --recording assets/lab.plrec; done
    fi
  done
  if wanted breakdown; then
    for b in $order; do has_damage "$b" && breakdown "$b" "$rnd"; done
  fi
  if [ "${MP4:-1}" = 1 ] && wanted mp4; then
    for scale in 1 2; do
      for b in $order; do mp4 "$b" "$rnd" "$scale"; done
    done
  fi
  if [ "${WINDOW:-1}" = 1 ] && wanted window; then
    for scale in 1 2; do
      for b in $order; do
        has_frame_times "$b" || continue
        l=$(load)
        PANELLAB_BIN="$(bin_of "$b")" tools/window-frame-times.sh "$scale" >"$out/run.txt" 2>&1
        record "$b" "$rnd" window "$scale" window "$out/run.txt" "$l"
      done
    done
  fi
done
uptime_end=$(uptime)

python3 - "$raw" "$uptime_start" "$uptime_end" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]

def pick(build, row, scale):
    return [r for r in rows if r["build"] == build and r["row"] == row and r["scale"] == scale]

def copy_of(r):
    """The run's frame copy, or the other build's at the same scale in the same round."""
    c = r["bench"].get("frame_copy_ms")
    if c: return c
    same = [o["bench"].get("frame_copy_ms") for o in rows
            if o["row"] == r["row"] and o["scale"] == r["scale"] and o["round"] == r["round"] and "bench" in o]
    same = [c for c in same if c]
    return same[0] if same else None

def span(values, fmt):
    values = [v for v in values if v is not None]
    if not values: return "–"
    lo, hi = min(values), max(values)
    a, b = fmt.format(lo), fmt.format(hi)
    return a if a == b else f"{a}–{b}"

def ms_copies(build, row, scale, key, stat):
    rs = pick(build, row, scale)
    if not rs: return "–"
    ms = [r["bench"][key][stat] for r in rs]
    copies = [r["bench"][key][stat] / copy_of(r) if copy_of(r) else None for r in rs]
    return f"{span(ms, '{:.2f}')} ms ({span(copies, '{:.1f}')} copies)"

def plain(build, row, scale, get, fmt):
    rs = pick(build, row, scale)
    return span([get(r) for r in rs], fmt) if rs else "–"

def line(name, before, after, goal=""):
    # A row no run measured (left out by ROWS) is left out of the table too.
    if not any(ch.isdigit() for ch in before + after): return
    print(f"| {name} | {before} | {after} | {goal} |")

def cpu_p99(b, s):
    v = plain(b, "demo", s, lambda r: r["bench"].get("raster_cpu_ms", {}).get("p99"), "{:.2f}")
    return v if v == "–" else v + " ms"

threads = lambda b: {r["bench"].get("threads", 1) for r in rows if r["build"] == b and r["row"] == "demo"}
print(f"| figure | before | after | goal |")
print(f"|---|---|---|---|")
for s in (1.0, 2.0):
    S = int(s)
    line(f"frame copy, scale {S}", plain("before", "demo", s, lambda r: r["bench"].get("frame_copy_ms"), "{:.3f}") + " ms"
         if any(r["bench"].get("frame_copy_ms") for r in pick("before", "demo", s)) else "(after's copy, same round)",
         plain("after", "demo", s, lambda r: r["bench"].get("frame_copy_ms"), "{:.3f}") + " ms")
    line(f"frame p50, scale {S}", ms_copies("before", "demo", s, "frame_ms", "p50"), ms_copies("after", "demo", s, "frame_ms", "p50"), "≤ 1 copy")
    goal = "≤ 4 copies" + (", < 5 ms" if S == 2 else "")
    line(f"frame p99, scale {S}", ms_copies("before", "demo", s, "frame_ms", "p99"), ms_copies("after", "demo", s, "frame_ms", "p99"), goal)
    b1 = "demo-1thread" if pick("before", "demo-1thread", s) else "demo"
    line(f"frame p99, scale {S}, `--threads 1`", ms_copies("before", b1, s, "frame_ms", "p99"), ms_copies("after", "demo-1thread", s, "frame_ms", "p99"))
    line(f"raster p99, scale {S}, calling thread's CPU", cpu_p99("before", s), cpu_p99("after", s))
    line(f"bench's whole CPU (user + system), scale {S}", plain("before", "demo", s, lambda r: r.get("cpu"), "{:.1f}") + " s",
         plain("after", "demo", s, lambda r: r.get("cpu"), "{:.1f}") + " s")
for s in (1.0, 2.0):
    S = int(s)
    line(f"lab recording, frame p50 / p99, scale {S}",
         ms_copies("before", "lab", s, "frame_ms", "p50") + " / " + ms_copies("before", "lab", s, "frame_ms", "p99"),
         ms_copies("after", "lab", s, "frame_ms", "p50") + " / " + ms_copies("after", "lab", s, "frame_ms", "p99"))
line("lab recording, model p99 (clock), scale 1", plain("before", "lab", 1.0, lambda r: r["bench"]["model_ms"]["p99"], "{:.2f}") + " ms",
     plain("after", "lab", 1.0, lambda r: r["bench"]["model_ms"]["p99"], "{:.2f}") + " ms", "≤ 0.1 ms (issue 18)")
line("lab recording, model p99 (least CPU of the passes), scale 1",
     plain("before", "lab", 1.0, lambda r: r["bench"].get("model_cpu_least_ms", {}).get("p99"), "{:.3f}"),
     plain("after", "lab", 1.0, lambda r: r["bench"].get("model_cpu_least_ms", {}).get("p99"), "{:.3f}") + " ms", "≤ 0.1 ms (issue 18)")
def panel(b):
    rs = pick(b, "breakdown", 1.0)
    if not rs: return "full frame (no damage tracking)"
    if "damaged" not in rs[0]: return "no frame where only a panel moved"
    return (f"{span([r['damaged'] for r in rs], '{:.1f}')} % of the frame ({rs[0]['frames']} frames, "
            f"{span([r['mean_ms'] for r in rs], '{:.2f}')} ms mean)")
line("panel dragged over the still feed: damaged share, scale 1", panel("before"), panel("after"), "its strip only")
for s in (1.0, 2.0):
    S = int(s)
    def mp4(b):
        rs = pick(b, "mp4", s)
        if not rs: return "–"
        return (f"{span([r['seconds'] / r['wall'] for r in rs], '{:.1f}')}× real time "
                f"({span([r['wall'] for r in rs], '{:.1f}')} s wall, {span([r['cpu'] for r in rs], '{:.1f}')} s CPU)")
    line(f"MP4 export, scale {S}", mp4("before"), mp4("after"), "≥ 30×" if S == 1 else "≥ 10×")
for s in (1.0, 2.0):
    S = int(s)
    def window(b):
        rs = [r for r in pick(b, "window", s) if "total_p99" in r]
        if not rs: return "– (no `--frame-times`)"
        # Each drive against the bench run beside it.
        return "; ".join(
            f"{r['total_p99']:.1f} ms: {r['total_p99'] / (r['bench_raster_p99'] + r['copy']):.2f}× "
            f"({r['bench_raster_p99']:.1f} + {r['copy']:.2f} ms; window raster p99 {r['window_raster_p99']:.1f}, "
            f"upload {r['upload_p99']:.1f}, present {r['present_p99']:.1f} ms; {r['presented']} frames)" for r in rs)
    line(f"window p99 under Xvfb, scale {S}: × the bench's raster p99 plus a copy", window("before"), window("after"), "≤ 1.5×")
loads = [r["load"] for r in rows]
print()
print(f"threads: before {sorted(threads('before'))}, after {sorted(threads('after'))}; "
      f"load average (1 min) over the runs {min(loads):.1f}–{max(loads):.1f}")
print(f"start: {sys.argv[2].strip()}")
print(f"end:   {sys.argv[3].strip()}")
PY
