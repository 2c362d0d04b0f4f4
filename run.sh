#!/usr/bin/env bash
# PanelLab's one entry point.
#   ./run.sh [ARGS…]   install what is missing, build, open the window (ARGS go to panellab run);
#                      with no display, render the demo headless into out/ instead.
#   ./run.sh test      install, build and run every test, the window tests under Xvfb, then
#                      build and test the examples in Examples/ against the same build.
set -euo pipefail
cd "$(dirname "$0")"

BUILD_PACKAGES=(libsdl2-dev libpango1.0-dev libcairo2-dev libswscale-dev libavformat-dev libavcodec-dev libavutil-dev libpng-dev librsvg2-dev
  fonts-dejavu-core pkg-config)
EXPORT_PACKAGES=(ffmpeg)
TEST_PACKAGES=(xvfb xauth xdotool x11-apps imagemagick ffmpeg time chromium chromium-driver python3-selenium)

# Installs the Debian packages that are not there yet (apt as root, otherwise says how and exits 2).
ensure_packages() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    echo "run.sh: installing ${missing[*]}" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "run.sh: missing packages; install them with:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 2
  fi
}

if ! command -v swift >/dev/null; then
  echo "run.sh: the Swift toolchain (6.0 or newer) is not on PATH" >&2
  exit 2
fi

if [ "${1:-}" = "test" ]; then
  shift
  ensure_packages "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
  # A failed build must stop here: running the previous build's tests would report old results.
  build_status=0
  # The examples' build below leaves its plan in .build (see there): plan this package afresh.
  rm -f .build/debug.yaml
  swift build --build-tests 2>&1 | { grep -v "prohibited flag" || true; } || build_status=$?
  [ "$build_status" -eq 0 ] || { echo "run.sh: build failed" >&2; exit 1; }
  # Examples/ depends on this package by path; sharing its scratch path reuses the build above,
  # so only the examples themselves compile (about half a minute, not a second full build).
  # SwiftPM keeps one build plan per scratch path and reuses it while no package graph changed,
  # so without this the examples would build with the plan above and never be rebuilt.
  rm -f .build/debug.yaml
  swift build --package-path Examples --scratch-path .build --build-tests 2>&1 | { grep -v "prohibited flag" || true; } \
    || build_status=$?
  [ "$build_status" -eq 0 ] || { echo "run.sh: the examples' build failed" >&2; exit 1; }
  bin="$(swift build --show-bin-path)/panellab"
  # Every test runs under a fresh Xvfb so the window tests drive a real X server.
  test_status=0
  PANELLAB_BIN="$bin" PANELLAB_WINDOW_TESTS=1 xvfb-run -a -s "-screen 0 1600x1000x24" \
    swift test --skip-build --disable-xctest "$@" 2>&1 | { grep -v "prohibited flag" || true; } || test_status=$?
  # The examples' headless tests, unless a filter picked the package's own tests.
  if [ $# -eq 0 ]; then
    PANELLAB_BIN="$bin" swift test --package-path Examples --scratch-path .build --skip-build --disable-xctest 2>&1 \
      | { grep -v "prohibited flag" || true; } || test_status=$?
  fi
  exit "$test_status"
fi

ensure_packages "${BUILD_PACKAGES[@]}" "${EXPORT_PACKAGES[@]}"
build_status=0
swift build -c release --product panellab 2>&1 | { grep -v "prohibited flag" | grep -E "error|warning: |Compiling|Build" || true; } \
  || build_status=$?
[ "$build_status" -eq 0 ] || { echo "run.sh: build failed" >&2; exit 1; }
bin="$(swift build -c release --show-bin-path)/panellab"

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  # Headless: a snapshot of the scene the window would have shown (the window's own options,
  # such as --record, need a window and are left out), then the demo recording as a GIF.
  snapshot_args=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --scene|--size|--scale) snapshot_args+=("$1" "${2:-}"); shift 2 || shift ;;
      --scene=*|--size=*|--scale=*) snapshot_args+=("$1"); shift ;;
      --record|--record=*) echo "run.sh: no window, so nothing to record ($1 ignored)" >&2; [ "$1" = "--record" ] && shift; shift ;;
      *) shift ;;
    esac
  done
  mkdir -p out
  echo "run.sh: no display (DISPLAY and WAYLAND_DISPLAY are unset): rendering headless into out/ instead" >&2
  "$bin" snapshot --out out/snapshot.png "${snapshot_args[@]}"
  echo "run.sh: wrote out/snapshot.png" >&2
  if [ -f assets/demo.plrec ]; then
    "$bin" replay assets/demo.plrec --headless --gif out/demo.gif --fps 30
    echo "run.sh: wrote out/demo.gif (the demo recording)" >&2
  fi
  exit 0
fi
exec "$bin" run "$@"
