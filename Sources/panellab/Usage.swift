import PanelCore

/// The `--help` text.
enum Usage {
  static let text = """
    PanelLab \(Versions.app.split(separator: " ").last ?? "") — a desktop lab for iOS-style floating UI.

    USAGE
      panellab [run] [--scene FILE] [--record FILE] [--trace OUT|-] [--size WxH] [--scale S]
                     [--state-file FILE] [--reduce-motion] [--watch] [--frame-times OUT|-]
                     [--no-damage]
      panellab replay FILE [--headless] [--trace OUT|-] [--frames DIR] [--gif OUT] [--mp4 OUT]
                           [--digests OUT]
                           [--fps N] [--scale S] [--speed X] [--force] [--from S] [--to S]
                           [--no-touches] [--no-damage]
      panellab snapshot [--scene FILE] --out FILE.png [--size WxH] [--scale S]
      panellab bench [--scale S] [--frames N] [--threads N] [--json] [--breakdown] [--recording FILE] [--no-damage]
      panellab diff A B [--fps N] [--scale S] [--force]
      panellab report FILE --out REPORT.html [--fps N] [--scale S] [--from S] [--to S]
                           [--force] [--no-touches] [--compare B.json [--base A.json] [--side-by-side]]
      panellab compare FILE --scene B.json [--base A.json] [--out VIDEO.mp4|.webm] [--side-by-side]
                            [--fps N] [--scale S] [--from S] [--to S] [--force] [--no-touches]
      panellab dev PATH [--product NAME] [--record FILE] [--scratch-path DIR] [-- ARGS…]
      panellab --help | --version

    RUN (the window)
      Mouse drags and the wheel scroll the feed; Up/Down/PageUp/PageDown/Space/Home/End too.
      Drag a panel by its grabber or header; 1, 2, 3, 0 move the topmost panel to full,
      half, tip, hidden. F9 starts and stops a recording (panellab-DATE.plrec); Ctrl+Q quits.
      Split dividers: drag them (past the range a pane hides), double-click one to close
      its pane, click one and use the arrows (Shift: 10 %); Ctrl+Alt+N shows the hidden
      pane of the N-th split again. Ctrl+PageDown/PageUp switch to the next/previous scene
      of the sidebar. The layout is saved per scene in --state-file (default
      $XDG_STATE_HOME/panellab/layout.json) and restored at the next launch.
      --trace writes the session's trace as it runs, the same lines a replay of its
      recording gives.
      The lab (assets/scenes/lab.json): the inspector's sliders, toggles and choices edit
      the scene (recorded as set lines); [ and ] step the last one touched (Shift: ten
      steps), also while a panel is held; Ctrl+Z / Ctrl+Shift+Z undo and redo. Shift+S
      cycles slow motion (1, 0.5, 0.25, 0.1), K pauses and resumes, '.' steps one frame
      while paused. Ctrl+D ghosts the tuning (the old one follows the same hand,
      translucent; again removes it). Ctrl+E exports NAME-tuned.swift and NAME-tuned.json beside the scene;
      Ctrl+S twice saves the scene over its file. F3 shows the frame-time graph, P the
      hand (for a screen recording), F4 flashes the rectangles each frame redrew.
      --watch applies the --scene file whenever it changes on disk. --frame-times writes
      each presented frame's raster, upload and present times (JSON lines).
      Each frame redraws and uploads only what changed since the last one, byte for byte
      as a whole redraw; --no-damage redraws every frame whole (run, replay, bench).

    REPLAY
      In the window: K pauses (and replays from the start at the end), '.' steps one
      frame, Left/Right seek 1 s, a click on an event log row seeks to it, P hides the
      touch indicators, --speed X plays faster or slower. Exports draw the hand too
      (the pointer, its trail, the release velocity) unless --no-touches.
      --headless runs as fast as the machine allows; --trace writes trace v1 (JSON lines).
      --gif needs ffmpeg; --mp4 is encoded in process; --frames writes numbered PNGs;
      --digests writes each frame's index and the MD5 of its pixels, one line each.
      --from S --to E exports only what lies from S up to (not including) E seconds of
      session time (the trace's t_us / 1e6): trace lines, PNGs, GIF and MP4 frames. The
      model still runs from the start, silently, so the states are exact. In the window,
      the range is what plays (K restarts at its start).
      Replays and snapshots never read or write the saved layout: the recording is the truth.

    DIFF
      A and B are each a recording (replayed headless at --fps, default 60) or a trace.
      Prints the first frame whose model state differs, each differing field as a key
      path (panels[0].position: 431 vs 433.2), the first differing event before it, or
      where the shorter trace ends. Reads both as it goes; - is stdin for one of them.

    REPORT
      One HTML file that opens offline: the session's video (VP9 in WebM) with a scrubber,
      0.25/0.5/1x and frame steps, the event log synced with it, a plot per component
      from the trace (hover for the values), the tuned values, the recording's SHA-256 and
      the recording itself. Defaults --fps 30 --scale 0.5; a report that could pass
      200 MB is refused with the --fps or --scale that would fit. Needs ffmpeg (libvpx).
      --compare B.json: the recording's hand over B too, both runs on each plot, a table
      per release and the ghost-overlay video (--side-by-side: next to each other).

    COMPARE
      The recording's input drives its own scene (or --base A.json) and B.json at the same
      window points. Prints the first state that differs, as diff does, and per release
      of each panel and the sheet: the target, the settle time and the overshoot in A and
      B. --out writes B translucent over A (--side-by-side: beside it), each panel
      labelled. A scene whose window size differs is refused. Exit 0 identical, 1 different.

    DEV
      Builds the Swift package at PATH (its folder, a file in it, or a lone Swift file),
      runs its executable (LabSession.openWindow() opens the window) and rebuilds on
      every save of its sources. A build error shows in the terminal and the window, and
      the running build stays up; a new build takes the session over: the hand's inputs
      so far are fed into it at their times, so the window comes back where it was, with
      where the new build first parts from the old. Ctrl+Q ends it; --record saves the
      last build's recording. ARGS after -- go to the program.

    EXIT STATUS
      0 success, 1 a failure while running, 2 bad usage or bad input (FILE:LINE: reason).
      diff and compare: 0 identical, 1 different, 2 bad usage or bad input.
    """
}
