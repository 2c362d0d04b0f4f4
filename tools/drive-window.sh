# Shared by the tools/record-*.sh scripts: runs panellab's window under Xvfb and drives it with
# xdotool like a hand. Source it, then call `start_window ARGS…`, the gestures, `finish_window`.

bin="${PANELLAB_BIN:-$(swift build -c release --show-bin-path)/panellab}"

# Runs the calling script again inside a fresh Xvfb, unless it already is; its screen is
# $XVFB_SCREEN (WIDTHxHEIGHTxDEPTH, default 1600x1000x24).
under_xvfb() {
  if [ -z "${INSIDE_XVFB:-}" ]; then
    exec env INSIDE_XVFB=1 xvfb-run -a -s "-screen 0 ${XVFB_SCREEN:-1600x1000x24}" "$@"
  fi
}

# Starts `panellab run ARGS…` and waits for its window: sets $pid and $win.
start_window() {
  "$bin" run "$@" &
  pid=$!
  win=$(xdotool search --sync --onlyvisible --name '^PanelLab$' | head -1)
  sleep 1
  # SDL may replace its first window when the renderer it gets needs another kind (the
  # software one under Xvfb): the window searched for then is gone.
  win=$(xdotool search --sync --onlyvisible --name '^PanelLab$' | tail -1)
}

# Quits the window with Ctrl+Q and reports the recording OUT.
finish_window() {
  xdotool key --window "$win" ctrl+q 2>/dev/null || true
  wait "$pid"
  echo "recorded $1 ($(wc -l < "$1") lines)"
}

tap() { xdotool mousemove --window "$win" "$1" "$2" click 1; }

# vdrag X Y0 Y1 STEPS DELAY PAUSE: a straight vertical drag, a move every DELAY s, held still for
# PAUSE s before letting go (a pause carries no speed into the release). One xdotool process runs
# the whole drag, so a loaded machine's process start-up does not stretch the moves apart and
# turn a flick into a slow drag.
vdrag() {
  local x=$1 y0=$2 y1=$3 n=$4
  local moves=()
  for i in $(seq 1 "$n"); do
    moves+=(mousemove --window "$win" "$x" $((y0 + (y1 - y0) * i / n)) sleep "$5")
  done
  xdotool mousemove --window "$win" "$x" "$y0" mousedown 1 "${moves[@]}" sleep "$6" mouseup 1
}

# A fast drag, one move every ~10 ms, let go in motion: a fling.
drag() { vdrag "$1" "$2" "$3" "$4" 0.008 0; }

# A drag that stops and waits before letting go, so it carries no speed.
slowdrag() { vdrag "$1" "$2" "$3" "$4" 0.02 0.25; }

# A sideways drag from (x0, y) to (x1, y) in n steps, held still for a moment before letting go.
hdrag() {
  local y=$1 x0=$2 x1=$3 n=$4
  xdotool mousemove --window "$win" "$x0" "$y" mousedown 1
  for i in $(seq 1 "$n"); do
    xdotool mousemove --window "$win" $((x0 + (x1 - x0) * i / n)) "$y"
    sleep 0.02
  done
  sleep 0.3
  xdotool mouseup 1
}

wheel() {  # wheel COUNT BUTTON at (x, y)
  xdotool mousemove --window "$win" "$3" "$4"
  for _ in $(seq 1 "$1"); do xdotool click --window "$win" "$2"; sleep 0.04; done
}
