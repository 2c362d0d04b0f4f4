#!/usr/bin/env bash
# Records docs/dev.gif, the README's demonstration of `panellab dev`: a prototype's panel flung in
# the window, its behaviour's springResponseTime changed in the Swift source and saved
# mid-session, the rebuilt window coming back at the same moment with the slower spring.
# Usage: tools/record-dev-demo.sh [OUT.gif]   (needs xvfb, xdotool, ffmpeg)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/dev.gif}"
root="$PWD"
. tools/drive-window.sh
under_xvfb "$0" "$@"

work=$(mktemp -d)
trap 'kill "${dev:-0}" "${grab:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/Prototype/Sources/prototype"
identity=$(basename "$root")
cat > "$work/Prototype/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Prototype",
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "prototype",
      dependencies: [.product(name: "PanelLabKit", package: "$identity"), .product(name: "PanelLabKitWindow", package: "$identity")],
      swiftSettings: [.swiftLanguageMode(.v5)])
  ]
)
SWIFT
source_file="$work/Prototype/Sources/prototype/main.swift"
write_source() {
  cat > "$source_file" <<SWIFT
import PanelLabKit
import PanelLabKitWindow

/// The spring being tuned: FloatingPanel's default behaviour with its own response time.
final class Springy: FloatingPanelDefaultBehavior {
  override var springResponseTime: CGFloat { $1 }
}

let session = LabSession(size: CGSize(width: 420, height: 640))
let fpc = FloatingPanelController()
fpc.behavior = Springy()
fpc.set(content: .searchList())
fpc.addPanel(toParent: session)
try session.openWindow(title: "prototype")
SWIFT
}
write_source 0.25
# The first build before the camera starts, so the recording shows the loop, not PanelLab compiling.
scratch="${PANELLAB_DEV_SCRATCH:-$root/.build/dev-demo}"
swift build --package-path "$work/Prototype" --scratch-path "$scratch" 2>&1 | grep -E "error|Compiling prototype|Build" || true

ffmpeg -loglevel error -y -f x11grab -framerate 15 -video_size 1600x1000 -i "$DISPLAY" -c:v libx264 -preset ultrafast -qp 0 "$work/screen.mkv" &
grab=$!
started=$(date +%s.%N)
"$bin" dev "$work/Prototype" --scratch-path "$scratch" &
dev=$!
win=$(xdotool search --sync --onlyvisible --name '^prototype$' | head -1)
geometry=$(xdotool getwindowgeometry --shell "$win")
eval "$geometry"
# The GIF starts when the window is up, not while panellab dev looks at the package.
skip=$(echo "$(date +%s.%N) - $started" | bc)
sleep 1.5
# The panel's half state is 0.5 of the 640-point view from the bottom: its grabber near y = 328.
drag 210 330 60 8; sleep 1.5        # fling it up to full: the 0.25 s spring snaps
drag 210 30 560 8; sleep 1.5        # and down to the tip
write_source 1.2                  # save a slower spring mid-session
# The rebuilt window replaces the old one where it was, at the tip, with the new spring.
while [ "$(xdotool search --onlyvisible --name '^prototype$' | head -1)" = "$win" ]; do sleep 0.2; done
win=$(xdotool search --sync --onlyvisible --name '^prototype$' | head -1)
sleep 2
drag 210 585 60 8; sleep 2.5       # fling it up again: the 1.2 s spring takes its time
drag 210 30 560 8; sleep 2.5
xdotool key --window "$win" ctrl+q
wait "$dev" || true
kill -INT "$grab"; wait "$grab" || true
ffmpeg -loglevel error -y -ss "$skip" -i "$work/screen.mkv" \
  -vf "crop=$WIDTH:$HEIGHT:$X:$Y,fps=12,scale=iw/2:-1:flags=lanczos,split[a][b];[a]palettegen=max_colors=96[p];[b][p]paletteuse=dither=bayer" \
  "$out"
echo "wrote $out ($(du -h "$out" | cut -f1))"
