import Foundation
import PanelCore

/// The report page: one HTML file holding its video, its data, its plots and the recording
/// itself, with no URL to fetch, so it opens offline by double-click.
///
/// The event log's rows and the plots are written into the page (nothing is built after load);
/// the script only moves the playhead, marks rows and shows values. The video is base64 in a
/// script element that the page turns into a `Blob`, because browsers limit `data:` URLs.
struct ReportHTML {
  /// One run shown: the recorded tuning, or in a comparison each of the two.
  struct Run {
    /// What the page calls it (`A: demo.plrec`).
    var label: String
    /// Its frames, events and plots.
    var timeline: ReportTimeline
    /// Its scene's tuned values.
    var tuning: ReportTuning
  }

  /// The page's title.
  var title: String
  /// The runs: one, or two compared (the plots draw both, the log is the first's).
  var runs: [Run]
  /// The video (VP9 in WebM) and its MIME type.
  var video: [UInt8]
  /// The type `canPlayType` is asked about.
  var videoType: String
  /// The recording the report was made from, given back by the page.
  var recordingName: String
  /// Its bytes.
  var recording: [UInt8]
  /// Where it came from: SHA-256, versions, the command that reproduces it.
  var provenance: [(String, String)]
  /// Sections that only a comparison has (its per-release table), as HTML.
  var extraSections: String = ""

  /// The whole page.
  var text: String {
    let timeline = runs[0].timeline
    let fps = timeline.fps
    var page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="\(Self.escape(Versions.app))">
      <title>\(Self.escape(title))</title>
      <style>\(Self.style)</style>
      </head><body>
      <header><h1>\(Self.escape(title))</h1><p class="sub">\(Self.escape(subtitle))</p></header>
      <main>
      <section id="player">
      <video id="video" muted playsinline preload="auto"></video>
      <div id="controls">
      <button id="play" type="button">Play</button>
      <input id="scrub" type="range" min="0" max="\(Swift.max(0, timeline.frameTimes.count - 1))" step="1" value="0" aria-label="frame">
      <span id="speeds">\(["0.25", "0.5", "1"].map { "<button type=\"button\" class=\"speed\(($0 == "1") ? " on" : "")\" data-rate=\"\($0)\">\($0)×</button>" }.joined())</span>
      <span id="clock">frame 0</span>
      </div>
      <p class="hint">Space plays and pauses; ← → step one frame of \(fps) fps. Click a plot or a row of the log to go there; <code>#t=SECONDS</code> after the file name opens at that moment.</p>
      <p id="video-error" hidden></p>
      </section>
      <section id="log"><h2>Event log</h2>
      <input id="search" type="search" placeholder="Filter the events" aria-label="filter the events">
      <div id="rows"><table><thead><tr><th>t (s)</th><th>component</th><th>event</th><th>fields</th></tr></thead><tbody>

      """
    for (i, e) in timeline.events.enumerated() {
      page += "<tr data-i=\"\(i)\" data-t=\"\(e.time)\" data-frame=\"\(e.frame)\"><td>\(Self.seconds(e.time))</td><td>\(Self.escape(e.source))</td>"
      page += "<td>\(Self.escape(e.name))</td><td>\(Self.escape(e.fields))</td></tr>\n"
    }
    page += "</tbody></table></div></section>\n<section id=\"plots\"><h2>Plots</h2>\n"
    if runs.count > 1 {
      page += "<p class=\"legend\"><span class=\"solid\"></span> \(Self.escape(runs[0].label)) <span class=\"dashed\"></span> \(Self.escape(runs[1].label))</p>\n"
    }
    let plots = mergedPlots
    for (p, plot) in plots.enumerated() {
      page += "<figure class=\"plot-box\"><figcaption>\(Self.escape(plot.title)) <span class=\"unit\">(\(Self.escape(plot.unit)))</span>"
      page += " <span class=\"readout\" id=\"readout-\(p)\">"
      for (s, line) in plot.lines.enumerated() {
        let colour = ReportPlotSVG.colours[line.line.colour % ReportPlotSVG.colours.count]
        page += "<span class=\"value\" data-plot=\"\(p)\" data-series=\"\(s)\"><b style=\"color:\(colour)\">\(Self.escape(line.name))</b> <span class=\"number\"></span></span> "
      }
      page += "</span></figcaption>\n"
      page += ReportPlotSVG.svg(index: p, lines: plot.lines.map(\.line), guides: plot.guides, frames: timeline.frameTimes.count)
      page += "</figure>\n"
    }
    page += "</section>\n" + extraSections + tuningSection + provenanceSection
    page += "</main>\n"
    page += "<script type=\"application/json\" id=\"data\">\(Self.scriptSafe(JSONWriter.string(data(plots))))</script>\n"
    page += "<script type=\"application/octet-stream\" id=\"video-data\">\(Data(video).base64EncodedString())</script>\n"
    page += "<script type=\"application/octet-stream\" id=\"recording\" data-name=\"\(Self.escape(recordingName))\">"
    page += "\(Data(recording).base64EncodedString())</script>\n"
    page += "<script>\(Self.script)</script>\n</body></html>\n"
    return page
  }

  /// What the header says under the title.
  private var subtitle: String {
    let t = runs[0].timeline
    guard let first = t.frameTimes.first, let last = t.frameTimes.last else { return "no frames" }
    return "\(t.frameTimes.count) frames at \(t.fps) fps, \(Self.seconds(first)) s to \(Self.seconds(last)) s of session time, \(t.events.count) events"
  }

  /// A plot of the page: the runs' series of one title side by side.
  struct MergedPlot {
    var title: String
    var unit: String
    var lines: [(name: String, line: ReportPlotSVG.Line)]
    var guides: [ReportTimeline.Guide]
  }

  /// The plots of every run by title, in the first run's order (then any only the second has);
  /// the second run's lines share their colour with the first's, dashed.
  var mergedPlots: [MergedPlot] {
    var out: [MergedPlot] = []
    let frames = runs[0].timeline.frameTimes.count
    for (r, run) in runs.enumerated() {
      for plot in run.timeline.plots {
        var i = out.firstIndex { $0.title == plot.title } ?? -1
        if i < 0 {
          out.append(MergedPlot(title: plot.title, unit: plot.unit, lines: [], guides: []))
          i = out.count - 1
        }
        for (s, series) in plot.series.enumerated() {
          // A second run on another grid length is cut or padded to the first's frames.
          var values = Array(series.values.prefix(frames))
          values += Array(repeating: nil, count: frames - values.count)
          let name = runs.count > 1 ? "\(["A", "B"][r]) \(series.name)" : series.name
          out[i].lines.append((name, ReportPlotSVG.Line(values: values, colour: s, secondRun: r > 0)))
        }
        for g in plot.guides where !out[i].guides.contains(where: { $0.label == g.label && $0.value == g.value }) {
          out[i].guides.append(r > 0 ? ReportTimeline.Guide(label: "B " + g.label, value: g.value) : g)
        }
      }
    }
    return out
  }

  /// The data the script reads: the grid, the values of every plotted line, the video's type.
  private func data(_ plots: [MergedPlot]) -> JSONValue {
    let t = runs[0].timeline
    return .object([
      "fps": .number(Double(t.fps)),
      "frameTimes": .array(t.frameTimes.map { .number(Double($0)) }),
      "frameNumbers": .array(t.frameNumbers.map { .number(Double($0)) }),
      "videoType": .string(videoType),
      "plots": .array(plots.map { plot in
        .object([
          "title": .string(plot.title),
          "series": .array(plot.lines.map { .object(["name": .string($0.name), "values": .array($0.line.values.map { $0.map(JSONValue.number) ?? .null })]) }),
        ])
      }),
    ])
  }

  /// The tuned values of each run.
  private var tuningSection: String {
    var s = "<section id=\"tuning\"><h2>Tuned values</h2>\n"
    for run in runs {
      if runs.count > 1 { s += "<h3>\(Self.escape(run.label))</h3>\n" }
      let tuning = run.tuning
      if tuning.keys.isEmpty {
        s += "<p>Every inspector key has its default value.</p>\n"
      } else {
        s += "<table class=\"keys\"><thead><tr><th>key</th><th>path</th><th>value</th><th>default</th></tr></thead><tbody>\n"
        for k in tuning.keys {
          s += "<tr><td>\(Self.escape(k.label))</td><td><code>\(Self.escape(k.path))</code></td><td>\(Self.escape(k.value))</td><td>\(Self.escape(k.defaultValue))</td></tr>\n"
        }
        s += "</tbody></table>\n"
      }
      for spring in tuning.springs {
        s += "<table class=\"spring\"><caption>panel \(Self.escape(spring.panel)): its fling spring</caption><tbody>\n"
        for (label, value) in spring.lines where !value.isEmpty {
          s += "<tr><th>\(Self.escape(label))</th><td>\(Self.escape(value))</td></tr>\n"
        }
        s += "</tbody></table>\n"
      }
      if !tuning.changes.isEmpty {
        s += "<table class=\"changes\"><caption>Changed during the session (<code>set</code> lines)</caption><thead><tr><th>t (s)</th><th>path</th><th>value</th></tr></thead><tbody>\n"
        for c in tuning.changes {
          s += "<tr><td>\(Self.seconds(c.time))</td><td><code>\(Self.escape(c.path))</code></td><td>\(Self.escape(c.value))</td></tr>\n"
        }
        s += "</tbody></table>\n"
      }
    }
    return s + "</section>\n"
  }

  /// Where the report came from, and the recording to take back.
  private var provenanceSection: String {
    var s = "<section id=\"provenance\"><h2>Provenance</h2><table><tbody>\n"
    for (k, v) in provenance {
      s += "<tr><th>\(Self.escape(k))</th><td><code>\(Self.escape(v))</code></td></tr>\n"
    }
    s += "</tbody></table>\n<p><a id=\"download\" href=\"#\" download=\"\(Self.escape(recordingName))\">Save the recording (\(Self.escape(recordingName)), \(recording.count) bytes)</a>: the exact file this report was made from.</p>\n"
    return s + "</section>\n"
  }

  /// `t_us` as seconds with three decimals.
  static func seconds(_ t: Micros) -> String { String(format: "%.3f", Double(t) / 1_000_000) }

  /// Text made safe inside an element or a quoted attribute.
  static func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(c)
      }
    }
    return out
  }

  /// JSON made safe inside a script element: `<` only occurs inside strings there, where
  /// `\u003c` reads back the same, so no `</script>` can end the element early.
  static func scriptSafe(_ json: String) -> String { json.replacingOccurrences(of: "<", with: "\\u003c") }

  /// The page's style: system fonts only, nothing fetched.
  static let style = """
    :root{color-scheme:light;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1d1f;background:#f5f5f7}
    body{margin:0}header{padding:12px 20px;background:#fff;border-bottom:1px solid #ddd}h1{font-size:20px;margin:0}
    .sub{margin:2px 0 0;color:#666}main{display:grid;grid-template-columns:minmax(320px,1fr) minmax(320px,38%);gap:16px;padding:16px 20px}
    section{background:#fff;border:1px solid #ddd;border-radius:10px;padding:12px}h2{font-size:15px;margin:0 0 8px}h3{font-size:14px;margin:10px 0 4px}
    #player{grid-column:1}#log{grid-column:2;grid-row:1 / span 2;display:flex;flex-direction:column;max-height:calc(100vh - 110px);position:sticky;top:8px}
    #plots,#tuning,#provenance,#compare{grid-column:1}
    video{width:100%;background:#000;border-radius:6px;display:block}
    #controls{display:flex;align-items:center;gap:8px;margin-top:8px}#scrub{flex:1}
    button{font:inherit;padding:3px 10px;border:1px solid #bbb;border-radius:6px;background:#fafafa;cursor:pointer}
    button.on{background:#2f6fdf;color:#fff;border-color:#2f6fdf}#clock{font-variant-numeric:tabular-nums;min-width:150px;text-align:right}
    .hint{color:#777;font-size:12px;margin:6px 0 0}#video-error{color:#b00020}
    #search{font:inherit;padding:4px 8px;margin-bottom:8px;border:1px solid #bbb;border-radius:6px}
    #rows{overflow:auto;flex:1;position:relative}table{border-collapse:collapse;width:100%;font-size:12px}
    th,td{text-align:left;padding:2px 6px;border-bottom:1px solid #eee;vertical-align:top}
    #rows td:first-child{font-variant-numeric:tabular-nums}#rows tbody tr{cursor:pointer;color:#999}
    #rows tbody tr.past{color:#1d1d1f}#rows tbody tr.now{background:#ffe9a8}#rows tbody tr:hover{background:#eef3ff}
    .plot-box{margin:0 0 6px}figcaption{font-size:12px;color:#444}.unit{color:#888}.readout{margin-left:8px;font-variant-numeric:tabular-nums}
    svg.plot{width:100%;height:auto;display:block;cursor:crosshair}.area{fill:#fbfbfd;stroke:#e3e3e8}
    .tick{font-size:10px;fill:#888;text-anchor:end}.grid{stroke:#eee}.guide{stroke:#aaa;stroke-dasharray:4 3}
    .guide-label{font-size:10px;fill:#777;text-anchor:end}.line{fill:none;stroke-width:1.6}.line.second{stroke-dasharray:5 3;opacity:.75}
    .playhead{stroke:#d00;stroke-width:1.2}.hover{stroke:#555;stroke-width:.8;stroke-dasharray:2 2}
    .legend .solid,.legend .dashed{display:inline-block;width:24px;border-top:2px solid #2f6fdf;vertical-align:middle;margin-left:8px}
    .legend .dashed{border-top-style:dashed}code{font-size:12px}.keys td,.keys th{font-size:12px}
    table.spring,table.changes{margin-top:8px}caption{text-align:left;font-weight:600;padding:4px 0}
    """

  /// The page's script: the video from its bytes, the frame under the playhead, the log's marks,
  /// the plots' playhead and hover values, the controls.
  static let script = #"""
    "use strict";
    (function () {
      const D = JSON.parse(document.getElementById("data").textContent);
      const fps = D.fps, n = D.frameTimes.length;
      const video = document.getElementById("video");
      const errorBox = document.getElementById("video-error");
      function bytesOf(id) {
        const s = atob(document.getElementById(id).textContent.trim());
        const a = new Uint8Array(s.length);
        for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i);
        return a;
      }
      if (video.canPlayType(D.videoType) === "") {
        errorBox.hidden = false;
        errorBox.textContent = "This browser cannot play " + D.videoType + "; the log and the plots still work.";
      }
      video.src = URL.createObjectURL(new Blob([bytesOf("video-data")], {type: "video/webm"}));
      document.getElementById("download").href = URL.createObjectURL(new Blob([bytesOf("recording")], {type: "application/x-ndjson"}));

      // The frame on screen: floor(currentTime × fps) on the recording's frame grid.
      function frameAt(time) { return Math.max(0, Math.min(n - 1, Math.floor(time * fps + 1e-6))); }
      function seekFrame(k) {
        k = Math.max(0, Math.min(n - 1, k));
        video.currentTime = (k + 0.5) / fps;
        show(k);
      }

      const rows = Array.from(document.querySelectorAll("#rows tbody tr"));
      const rowTimes = rows.map(r => Number(r.dataset.t));
      const scrub = document.getElementById("scrub"), clock = document.getElementById("clock");
      const box = document.getElementById("rows");
      const plots = Array.from(document.querySelectorAll("svg.plot"));
      let shown = -1, past = 0, nowRows = [];
      function values(k, hover) {
        document.querySelectorAll(".value").forEach(el => {
          const v = D.plots[el.dataset.plot].series[el.dataset.series].values[k];
          el.querySelector(".number").textContent = v === null ? "–" : String(v);
        });
        document.querySelectorAll(".readout").forEach(el => el.classList.toggle("hovering", hover));
      }
      function xOf(svg, k) { return Number(svg.dataset.left) + Number(svg.dataset.span) * k / Math.max(1, n - 1); }
      // Marks the rows at or before the frame's time as past, and the frame's own as now.
      function show(k) {
        if (k === shown) return;
        shown = k;
        const t = D.frameTimes[k];
        let count = 0, lo = 0, hi = rowTimes.length;
        while (lo < hi) { const mid = (lo + hi) >> 1; if (rowTimes[mid] <= t) lo = mid + 1; else hi = mid; }
        count = lo;
        for (let i = Math.min(past, count); i < Math.max(past, count); i++) rows[i].classList.toggle("past", i < count);
        past = count;
        nowRows.forEach(r => r.classList.remove("now"));
        nowRows = rows.filter(r => Number(r.dataset.frame) === k);
        nowRows.forEach(r => r.classList.add("now"));
        // The log keeps the last event shown in its middle (its own scroll, never the page's).
        if (count > 0) { const r = rows[count - 1]; box.scrollTop = r.offsetTop - box.clientHeight / 2; }
        scrub.value = k;
        clock.textContent = "frame " + k + " · " + (t / 1e6).toFixed(3) + " s";
        plots.forEach(svg => { const x = xOf(svg, k); const l = svg.querySelector(".playhead"); l.setAttribute("x1", x); l.setAttribute("x2", x); });
        values(k, false);
      }
      function tick() { show(frameAt(video.currentTime)); }
      const onFrame = video.requestVideoFrameCallback
        ? () => video.requestVideoFrameCallback((now, meta) => { show(frameAt(meta.mediaTime)); onFrame(); })
        : () => requestAnimationFrame(() => { tick(); onFrame(); });
      onFrame();
      ["timeupdate", "seeked", "loadeddata"].forEach(e => video.addEventListener(e, tick));
      const play = document.getElementById("play");
      function toggle() { if (video.paused) video.play(); else video.pause(); }
      play.addEventListener("click", toggle);
      video.addEventListener("play", () => { play.textContent = "Pause"; });
      video.addEventListener("pause", () => { play.textContent = "Play"; });
      video.addEventListener("ended", () => { play.textContent = "Play"; });
      scrub.addEventListener("input", () => { video.pause(); seekFrame(Number(scrub.value)); });
      document.querySelectorAll(".speed").forEach(b => b.addEventListener("click", () => {
        video.playbackRate = Number(b.dataset.rate);
        document.querySelectorAll(".speed").forEach(o => o.classList.toggle("on", o === b));
      }));
      document.addEventListener("keydown", e => {
        if (e.target && e.target.id === "search") return;
        if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
          e.preventDefault();
          video.pause();
          seekFrame(frameAt(video.currentTime) + (e.key === "ArrowRight" ? 1 : -1));
        } else if (e.key === " ") { e.preventDefault(); toggle(); }
      });
      rows.forEach(r => r.addEventListener("click", () => { video.pause(); seekFrame(Number(r.dataset.frame)); }));
      const search = document.getElementById("search");
      search.addEventListener("input", () => {
        const q = search.value.toLowerCase();
        rows.forEach(r => { r.hidden = q !== "" && !r.textContent.toLowerCase().includes(q); });
      });
      plots.forEach(svg => {
        function frameUnder(e) {
          const box = svg.getBoundingClientRect();
          const x = (e.clientX - box.left) / box.width * svg.viewBox.baseVal.width;
          return Math.max(0, Math.min(n - 1, Math.round((x - Number(svg.dataset.left)) / Number(svg.dataset.span) * (n - 1))));
        }
        svg.addEventListener("mousemove", e => {
          const k = frameUnder(e);
          plots.forEach(p => { const x = xOf(p, k); const l = p.querySelector(".hover"); l.setAttribute("x1", x); l.setAttribute("x2", x); });
          values(k, true);
          clock.textContent = "hover: frame " + k + " · " + (D.frameTimes[k] / 1e6).toFixed(3) + " s";
        });
        svg.addEventListener("mouseleave", () => {
          plots.forEach(p => { const l = p.querySelector(".hover"); l.setAttribute("x1", -10); l.setAttribute("x2", -10); });
          const k = shown; shown = -1; show(k);
        });
        svg.addEventListener("click", e => { video.pause(); seekFrame(frameUnder(e)); });
      });
      // A link to a moment: report.html#t=8.1 (session seconds) or #frame=12 opens there.
      const moment = /^#(t|frame)=([0-9.]+)$/.exec(location.hash);
      if (moment) {
        const v = Number(moment[2]);
        const k = moment[1] === "frame" ? Math.floor(v) : D.frameTimes.findIndex(t => t >= v * 1e6);
        seekFrame(k < 0 ? n - 1 : k);
      } else show(0);
      window.panellabReport = {fps: fps, frames: n, frameAt: frameAt, shownFrame: () => shown};
    })();
    """#
}
