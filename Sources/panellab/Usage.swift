import PanelCore

/// The `--help` text.
enum Usage {
  static let text = """
    PanelLab \(Versions.app.split(separator: " ").last ?? "") — a desktop lab for iOS-style floating UI.

    USAGE
      panellab [run] [--scene FILE] [--record FILE] [--trace OUT|-] [--size WxH] [--scale S]
                     [--reduce-motion]
      panellab replay FILE [--headless] [--trace OUT|-] [--frames DIR] [--gif OUT] [--mp4 OUT]
                           [--fps N] [--scale S] [--speed X] [--force]
      panellab snapshot [--scene FILE] --out FILE.png [--size WxH] [--scale S]
      panellab bench [--scale S] [--frames N] [--json] [--breakdown] [--recording FILE]
      panellab --help | --version

    RUN (the window)
      Mouse drags and the wheel scroll the feed; Up/Down/PageUp/PageDown/Space/Home/End too.
      Drag a panel by its grabber or header; 1, 2, 3, 0 move the topmost panel to full,
      half, tip, hidden. F9 starts and stops a recording (panellab-DATE.plrec); Ctrl+Q quits.
      --trace writes the session's trace as it runs, the same lines a replay of its
      recording gives.

    REPLAY
      In the window: K pauses (and replays from the start at the end), '.' steps one
      frame, Left/Right seek 1 s, --speed X plays faster or slower.
      --headless runs as fast as the machine allows; --trace writes trace v1 (JSON lines).
      Exports need ffmpeg for --gif and --mp4; --frames writes numbered PNGs.

    EXIT STATUS
      0 success, 1 a failure while running, 2 bad usage or bad input (FILE:LINE: reason).
    """
}
