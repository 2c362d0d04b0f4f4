#!/usr/bin/env bash
# Records assets/conflicts/*.plrec from the real window: each conflict scene under Xvfb, driven
# with xdotool like a hand, so every recording holds a real pointer's moves. ConflictRecordingTests
# replays each one and checks who won every press and where everything came to rest. Re-run it
# when a conflict scene or the arena's rules change (`tools/record-conflicts.sh NAME…` records only
# those), then look at a replay:
#   panellab replay assets/conflicts/fp-76-carousel-in-panel.plrec --headless --gif out/fp-76.gif
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/drive-window.sh
under_xvfb "$0" "$@"

# holddrag X0 Y0 X1 Y1 STEPS DELAY HOLD PAUSE: a straight drag in any direction, held still HOLD s
# where it went down (a long press), then a move every DELAY s, held still PAUSE s before letting
# go, in one xdotool process (see vdrag).
holddrag() {
  local x0=$1 y0=$2 x1=$3 y1=$4 n=$5
  local moves=()
  for i in $(seq 1 "$n"); do
    moves+=(mousemove --window "$win" $((x0 + (x1 - x0) * i / n)) $((y0 + (y1 - y0) * i / n)) sleep "$6")
  done
  xdotool mousemove --window "$win" "$x0" "$y0" mousedown 1 sleep "$7" "${moves[@]}" sleep "$8" mouseup 1
}

# xydrag X0 Y0 X1 Y1 STEPS DELAY PAUSE: holddrag without the hold.
xydrag() { holddrag "$1" "$2" "$3" "$4" "$5" "$6" 0 "$7"; }

# slip X Y DX DY: a tap whose finger slips (DX, DY) points before it lifts.
slip() {
  xdotool mousemove --window "$win" "$1" "$2" mousedown 1 sleep 0.05 mousemove --window "$win" $(($1 + $3)) $(($2 + $4)) sleep 0.05 mouseup 1
}

record() {  # record NAME [SIZE]: starts the window on assets/conflicts/NAME.json, recording NAME.plrec
  out="assets/conflicts/$1.plrec"
  start_window --scene "assets/conflicts/$1.json" --size "${2:-493x892}" --scale 1 --record "$out" --state-file /dev/null
}

# Each scene puts the main view on an iPhone 16 (393 × 852) centred in a 493 × 892 window, so the
# phone's point (x, y) is the window's (x + 50, y + 20). The panel rests at half (phone y 426,
# window y 446); its header is 56 pt, so the controls start at window y 502.

scene_fp_76_carousel_in_panel() { # carousel y 502…652
  record fp-76-carousel-in-panel
  xydrag 400 577 140 587 10 0.012 0; sleep 1        # a swipe left, 10 pt down on the way: the carousel pages
  xydrag 400 577 150 570 10 0.012 0; sleep 1        # and again: page 2
  xydrag 250 577 262 270 12 0.02 0.25; sleep 1.5    # mostly up: the panel moves to full, the page stays
  finish_window "$out"
}

scene_fp_12_page_view_in_panel() { # full-width pages, y 502…722
  record fp-12-page-view-in-panel
  xydrag 380 612 200 487 10 0.015 0; sleep 1        # 35° from the horizontal: the page view turns
  xydrag 250 680 350 380 12 0.02 0.25; sleep 1.5    # 72°: the panel moves to full
  finish_window "$out"
}

scene_fp_446_slider_in_panel() { # slider y 502…566, its thumb at x 176
  record fp-446-slider-in-panel
  xydrag 176 534 316 538 10 0.02 0.2; sleep 0.6     # from the thumb along the track: the value follows
  xydrag 400 534 400 224 10 0.02 0.25; sleep 1.5    # from the track away from the thumb: the panel moves
  finish_window "$out"
}

scene_fp_317_tap_slips_into_pan() { # segments y 502…550: Drive, Walk, Transit, Cycle, 90.25 pt each from x 66
  record fp-317-tap-slips-into-pan
  slip 292 526 4 6; sleep 0.6                       # a tap on Transit that slips 7 pt: still a tap
  slip 201 526 0 8; sleep 0.6                       # a tap on Walk that slips 8 pt down: still a tap
  xydrag 110 526 110 826 12 0.02 0.25; sleep 1.5    # a real drag down on the control: the panel goes to tip
  finish_window "$out"
}

scene_fp_76_fixed_outside_controls() { # as fp-76, the panel answering shouldBeginDragging false on its controls
  record fp-76-fixed-outside-controls
  xydrag 400 577 140 587 10 0.012 0; sleep 1        # a swipe left: the carousel pages
  xydrag 250 577 262 270 12 0.02 0.25; sleep 1      # mostly up on the carousel: nothing moves
  xydrag 250 466 250 160 12 0.02 0.25; sleep 1.5    # up from the grabber: the panel goes to full
  finish_window "$out"
}

scene_swiftui_background_interaction() { # sheet detents medium (top at window y 446) and large (y 50)
  record swiftui-background-interaction
  tap 250 200; sleep 1.5                            # a card: its sheet comes up at medium, the feed stays live
  xydrag 250 400 250 150 10 0.02 0.3; sleep 0.8     # a drag on the feed above the sheet scrolls the feed
  xydrag 250 466 250 120 12 0.02 0.3; sleep 1.2     # the sheet's top strip up: large, dimmed
  xydrag 60 300 60 700 10 0.02 0.3; sleep 1         # beside the large sheet: the backdrop takes it, the feed stays
  finish_window "$out"
}

scene_fp_516_keyboard_in_panel() { # text field y 502…554, carousel y 554…684; the keyboard is 336 pt
  record fp-516-keyboard-in-panel
  xydrag 400 619 140 627 10 0.012 0; sleep 1        # a swipe left across the carousel: page 1
  tap 250 528; sleep 1                              # the field: the keyboard rises, the panel rides above it (half at y 278)
  xdotool windowfocus --sync "$win" 2>/dev/null || true
  xdotool type --delay 90 "coffee"; sleep 0.6       # typed text, recorded as text lines
  xydrag 250 290 250 520 12 0.02 0.25; sleep 1.5    # the panel by its grabber, down: onDrag lets the keyboard go under the drag
  tap 250 528; sleep 1                              # the field again: up again
  xdotool key Return; sleep 1.2                     # Return: down, the panel back at half
  finish_window "$out"
}

scene_pm_82_reorder_against_dismiss() { # a large sheet (top y 50): its 4-row list y 509…685, rows 44 pt
  record pm-82-reorder-against-dismiss
  tap 250 200; sleep 1.5                            # a card: its sheet comes up, the list under the app row
  holddrag 250 531 250 631 10 0.03 0.7 0.3; sleep 1 # held 0.7 s on the first row, then down 100 pt: it moves to the third place
  xydrag 250 560 250 860 10 0.012 0; sleep 1.5      # a fast drag down on the rows: the sheet's, it dismisses
  finish_window "$out"
}

scene_fp_327_tabs_track_scroll_view() { # tabs y 464…496 (Recents x 66…246, Favorites 246…427), list from y 502
  record fp-327-tabs-track-scroll-view
  tap 337 490; sleep 0.8                            # Favorites, whose list the app does not track
  xydrag 250 800 250 600 10 0.02 0.25; sleep 1      # a drag up on it at half: the list scrolls, the panel stays
  tap 156 490; sleep 0.8                            # back to Recents, the tracked list
  xydrag 250 800 250 400 12 0.02 0.25; sleep 1.5    # the same drag: the panel moves to full
  finish_window "$out"
}

# A 952 x 892 window holds the iPhone 16 both ways up: in portrait the phone's (x, y) is the
# window's (x + 279.5, y + 20), in landscape (852 x 393) (x + 50, y + 249.5).
scene_fp_55_rotation_layout_per_width() { # portrait tip at phone y 783 (window 803); landscape tip y 333 (582.5), full y 100 (349.5)
  record fp-55-rotation-layout-per-width 952x892
  xydrag 475 810 475 450 12 0.02 0.25; sleep 1.2    # the grabber up to the middle: half
  xdotool key --window "$win" r; sleep 1.2          # R: landscape, which has no half: the panel goes to tip, its initial state
  xydrag 476 590 476 430 8 0.012 0; sleep 0.1       # a flick up from the landscape tip: the spring heads for full
  xdotool key --window "$win" r; sleep 1.5          # R while it runs: portrait, the spring re-aims at portrait's full
  finish_window "$out"
}

# The sheet of a card opens at medium (top at window y 446) and grows to large (y 50); its
# content starts 44 pt under its top.
scene_ffios_16612_scroll_expands_sheet_first() {
  record ffios-16612-scroll-expands-sheet-first
  tap 250 200; sleep 1.5                            # a card: its sheet comes up at medium
  xydrag 250 700 250 150 14 0.02 0.3; sleep 1       # up on the content: the sheet grows to large first, then the content scrolls
  xydrag 250 200 250 600 12 0.02 0.3; sleep 1.2     # down on it: the content returns to its top, then the sheet follows to medium
  finish_window "$out"
}

scene_ffios_16612_scroll_at_detent() { # prefersScrollingExpandsWhenScrolledToEdge false
  record ffios-16612-scroll-at-detent
  tap 250 200; sleep 1.5                            # a card: its sheet comes up at medium
  xydrag 250 700 250 150 14 0.02 0.3; sleep 1       # the same drag up on the content: it scrolls, the sheet stays at medium
  xydrag 250 466 250 120 12 0.02 0.3; sleep 1.2     # the top strip up: large
  finish_window "$out"
}

scene_fp_30_scrolled_list_hands_off_to_panel() { # the panel at full (y 38), its list from y 94
  record fp-30-scrolled-list-hands-off-to-panel
  xydrag 250 700 250 400 10 0.02 0.25; sleep 1      # up on the list at full: it scrolls
  xydrag 250 300 250 850 14 0.02 0.3; sleep 1.5     # one drag down: the list returns to its top, then the same drag moves the panel (to half)
  finish_window "$out"
}

# Two panels, "details" added to the content of "places" (at full, top at window y 38): the
# nested one's box is places' content, so its full is 18 pt lower (y 56) and its half at y 455.
scene_fp_320_panel_in_panel() {
  record fp-320-panel-in-panel
  xydrag 250 512 250 200 12 0.02 0.25; sleep 1.2    # up on details' header, over places: details wins (places waits for it), to full
  xydrag 250 46 250 420 12 0.02 0.25; sleep 1.5     # places by the strip details leaves bare (y 38…56): places to half, details riding in it
  finish_window "$out"
}

scene_fp_320_nested_panel_refuses_drag() { # details at full answers floatingPanelShouldBeginDragging false
  record fp-320-nested-panel-refuses-drag
  xydrag 250 300 250 650 12 0.02 0.25; sleep 1.5    # down on details: it claims no drag and fails, so places takes it: half
  xydrag 250 600 250 250 12 0.02 0.25; sleep 1.5    # up on details again: places back to full
  finish_window "$out"
}

scene_fp_446_slider_track_touch_area() { # slider y 502…566, its thumb at x 176, the track from x 70 to 423
  record fp-446-slider-track-touch-area
  xydrag 400 534 300 538 10 0.02 0.2; sleep 0.6     # along the track away from the thumb: the slider takes it, the thumb under the pointer
  tap 120 534; sleep 0.6                            # a tap on the track: the thumb goes there
  xydrag 250 534 250 224 10 0.02 0.25; sleep 1.5    # up on the slider: the panel moves to full
  finish_window "$out"
}

scene_fp_533_controls_keep_their_touches() { # as fp-317 (the bar y 510…542), the panel's pan receiving no touch on its controls
  record fp-533-controls-keep-their-touches
  slip 292 512 0 16; sleep 0.6                      # a tap on Transit's top that slips 16 pt down: still a tap (the pan never saw it)
  slip 201 512 8 20; sleep 0.6                      # a tap on Walk that slips 22 pt: still a tap
  xydrag 110 526 110 826 12 0.02 0.25; sleep 1      # a drag down on the control: nobody's, nothing moves
  xydrag 250 466 250 826 12 0.02 0.25; sleep 1.5    # the grabber down: the panel goes to tip
  finish_window "$out"
}

scene_fp_432_stacked_panels() { # two sibling panels: places at full (top y 38), details over it at tip (top y 803)
  record fp-432-stacked-panels
  xydrag 250 812 250 300 12 0.02 0.25; sleep 1.5    # up on details' grabber: details' (places under it never sees it), to half
  xdotool key --window "$win" 0; sleep 1.2          # 0: the top panel, details, hides (#432's answer: move(to: .hidden))
  xydrag 250 48 250 500 12 0.02 0.25; sleep 1.5     # down on places' grabber, now uncovered: places', to half
  xdotool key --window "$win" 3; sleep 1.2          # 3: details comes back at tip
  finish_window "$out"
}

all=(fp-76-carousel-in-panel fp-12-page-view-in-panel fp-446-slider-in-panel fp-317-tap-slips-into-pan
  fp-76-fixed-outside-controls swiftui-background-interaction fp-516-keyboard-in-panel pm-82-reorder-against-dismiss
  fp-327-tabs-track-scroll-view fp-55-rotation-layout-per-width
  ffios-16612-scroll-expands-sheet-first ffios-16612-scroll-at-detent fp-30-scrolled-list-hands-off-to-panel
  fp-320-panel-in-panel fp-320-nested-panel-refuses-drag fp-446-slider-track-touch-area fp-533-controls-keep-their-touches
  fp-432-stacked-panels)
for name in "${@:-${all[@]}}"; do
  "scene_${name//-/_}"
done
