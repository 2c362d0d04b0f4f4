#!/usr/bin/env bash
# Records assets/demo.plrec from the real window: starts panellab under Xvfb with --record and
# drives it with xdotool like a hand (scroll the feed, fling it, drag the panel through its states).
# Re-run it when a component lands, then check the result with:
#   panellab replay assets/demo.plrec --headless --gif out/demo.gif
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-assets/demo.plrec}"
. tools/drive-window.sh
under_xvfb "$0" "$@"

start_window --record "$out" --state-file /dev/null

# The demo's layout at 1280×800: the sidebar's divider at x≈230, the main view right of it down to
# y≈622, the event log's divider (a handle) at y≈624 and the log below it.
wheel 6 5 756 300; sleep 0.8            # wheel down through the feed
drag 900 560 200 8; sleep 2.2           # fling the feed up: momentum, then rubber band at the end
drag 900 150 560 6; sleep 2.5           # fling back down past the top: bounce
drag 432 268 20 10; sleep 1.2           # grab the panel's grabber: half → full
wheel 5 5 432 400; sleep 0.6            # scroll the list inside the full panel
wheel 5 4 432 400; sleep 0.6
drag 432 26 500 8; sleep 1.2            # fling the panel down: full → tip
xdotool key --window "$win" 2; sleep 1  # key 2: back to half
drag 432 268 600 30; sleep 1.2          # a slow drag down past tip: it returns to the nearer anchor
xdotool key --window "$win" 2; sleep 1
xdotool key --window "$win" Home; sleep 0.8        # back to the top: the tab bar shows again
xdotool key --window "$win" c; sleep 0.6           # the accessory capsule to the centre,
xdotool key --window "$win" l; sleep 0.6           # the leading edge,
xdotool key --window "$win" t; sleep 0.6           # and back to the trailing edge
xdotool mousemove --window "$win" 1248 541 click 1; sleep 0.6  # pause: the capsule measures itself again
xdotool mousemove --window "$win" 625 597 click 1; sleep 0.8   # the Games tab: its own page
wheel 3 5 756 300; sleep 0.8            # scroll it: the tab bar hides after 60 points
xdotool key --window "$win" Home; sleep 0.8
xdotool mousemove --window "$win" 363 597 click 1; sleep 0.8   # back to Today, where it was
hdrag 400 230 320 12; sleep 0.8         # widen the sidebar
hdrag 400 320 30 20; sleep 0.8          # drag it past its range: it frosts, and on release it hides
xdotool key --window "$win" ctrl+alt+1; sleep 0.8  # Ctrl+Alt+1 brings it back
xdotool mousemove --window "$win" 500 624 click --repeat 2 --delay 80 1; sleep 0.8  # double-click the log's divider: the log closes
xdotool mousemove --window "$win" 116 310 click 1; sleep 0.8   # the sidebar's "Show events" brings it back (under eight scenes)
slowdrag 500 624 790 20; sleep 0.8      # drag the log's divider down past halfway: it hides live
drag 500 797 560 10; sleep 0.8          # drag its handle out: the log comes back
xdotool mousemove --window "$win" 756 170 click 1; sleep 1.2   # tap a card: its sheet zooms out of it
wheel 4 5 756 400; sleep 0.6            # scroll the article
slowdrag 756 50 200 15; sleep 1         # pull the sheet down and let go short of the threshold: back
drag 756 50 300 6; sleep 1.5            # flick it down: it zooms back into its card
xdotool mousemove --window "$win" 1100 410 click 1; sleep 1.2  # open another card
xdotool mousemove --window "$win" 1222 57 click 1; sleep 1.2   # the close button
finish_window "$out"
