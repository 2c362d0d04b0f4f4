#!/usr/bin/env bash
# Records assets/recordings/sheet-routes.plrec from the real window: the demo scene's sheet opened
# from a card and dismissed by each route in turn (swipe, flick, close button, Escape, backdrop),
# with a pull that springs back. Tests replay it and check every phase and event.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-assets/recordings/sheet-routes.plrec}"
. tools/drive-window.sh
under_xvfb "$0" "$@"

start_window --record "$out" --state-file /dev/null

# The demo's main view is right of the sidebar (x ≥ 232) and above the event log (y ≤ 622); the
# sheet floats 30 points inside it, so its drag strip is at y≈50 and its close button at (1222, 57).
tap 756 170; sleep 1.2                  # open card 2's sheet
vdrag 756 50 150 10 0.02 0.25; sleep 1   # pull it down 100 points and let go: it springs back
vdrag 756 50 320 15 0.02 0.25; sleep 1.5 # swipe: 270 points down, held still, let go: it dismisses
tap 1100 410; sleep 1.2                 # card 6
vdrag 756 50 140 4 0.008 0; sleep 1.5    # flick: a short fast drag dismisses
tap 756 410; sleep 1.2                  # card 5
tap 1222 57; sleep 1.5                  # the close button
tap 1100 170; sleep 1.2                 # card 3
xdotool key --window "$win" Escape; sleep 1.5
tap 756 170; sleep 1.2                  # card 2 again
tap 246 300; sleep 1.5                  # a click on the backdrop (the strip left of the sheet)
finish_window "$out"
