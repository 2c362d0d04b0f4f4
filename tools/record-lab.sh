#!/usr/bin/env bash
# Records assets/lab.plrec from the real window: the lab scene under Xvfb, driven with xdotool like
# a hand tuning the panel's spring: a fling, the response slider dragged, `]` while the panel is
# held, slow motion, a pause with single steps. docs/lab.png is a frame of its replay:
#   panellab replay assets/lab.plrec --headless --frames DIR --from 7.3 --to 7.35 --fps 20
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-assets/lab.plrec}"
. tools/drive-window.sh
under_xvfb "$0" "$@"

start_window --scene assets/scenes/lab.json --size 1280x800 --scale 1 --record "$out" --state-file /dev/null

# The lab at 1280×800: the main view from x≈206 to 956 over the log, the inspector from x≈960.
# The panel's grabber at half is at (581, 276), at full at (581, 26); the Response slider's track
# runs from x 974 to 1266 at y 634.
grab_x=581
drag $grab_x 276 120 8                      # half → full, fast enough for the fling spring
sleep 1.2
# Response from 0.4 to about 0.75: a slower, bouncier attraction; the plot redraws as it moves.
xdotool mousemove --window "$win" 1037 634 mousedown 1
for x in $(seq 1040 8 1110); do xdotool mousemove --window "$win" "$x" 634; sleep 0.03; done
xdotool mouseup 1
sleep 0.5
drag $grab_x 26 420 8                       # full → half or tip with the new spring
sleep 2
xdotool key --window "$win" shift+s shift+s  # 0.25× slow motion
sleep 0.3
# Hold the panel, step the response up with `]` while it is held, then let it go.
xdotool mousemove --window "$win" $grab_x 480 mousedown 1
for y in $(seq 470 -30 300); do xdotool mousemove --window "$win" $grab_x "$y"; sleep 0.01; done
xdotool key --window "$win" bracketright bracketright
for y in $(seq 280 -30 130); do xdotool mousemove --window "$win" $grab_x "$y"; sleep 0.01; done
xdotool mouseup 1
sleep 1.2
xdotool key --window "$win" k               # pause mid-flight
sleep 0.6
xdotool key --window "$win" period period period
sleep 0.6
xdotool key --window "$win" k               # resume at 0.25×
sleep 3
xdotool key --window "$win" shift+s shift+s  # back to 1×
sleep 1
finish_window "$out"
