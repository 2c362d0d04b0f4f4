import PanelCore

/// The releases of two runs side by side: the k-th release of a component in A beside its k-th in
/// B, as lines of text and as a table of the report.
struct ReleaseComparison {
  /// One row: a component's k-th release in each run (nil where that run has fewer).
  struct Row {
    var component: String
    var a: ReleaseTable.Release?
    var b: ReleaseTable.Release?
    /// When it happened (A's release, else B's).
    var time: Micros { a?.time ?? b?.time ?? 0 }
  }

  /// The rows, in time order.
  let rows: [Row]

  /// Pairs `a`'s releases with `b`'s, per component and in order.
  init(_ a: ReleaseTable, _ b: ReleaseTable) {
    var rows: [Row] = []
    var components: [String] = []
    for r in a.releases + b.releases where !components.contains(r.component) { components.append(r.component) }
    for c in components {
      let (ra, rb) = (a.releases.filter { $0.component == c }, b.releases.filter { $0.component == c })
      for k in 0..<Swift.max(ra.count, rb.count) {
        rows.append(Row(component: c, a: k < ra.count ? ra[k] : nil, b: k < rb.count ? rb[k] : nil))
      }
    }
    self.rows = rows.sorted { ($0.time, $0.component) < ($1.time, $1.component) }
  }

  /// A release's three facts as text: its target, settle time and overshoot.
  static func facts(_ r: ReleaseTable.Release?) -> (target: String, settle: String, overshoot: String) {
    guard let r else { return ("no release", "–", "–") }
    let settle = r.settle.map { String(format: "%.3f s", Double($0) / 1_000_000) } ?? "did not settle"
    let overshoot = r.overshoot.map { String(format: r.unit == "pt" ? "%.1f pt" : "%.3f", $0) } ?? "–"
    return (r.target, settle, overshoot)
  }

  /// The text `compare` prints: a line per release.
  var lines: [String] {
    guard !rows.isEmpty else { return ["releases: none in either run"] }
    var out = ["releases (A | B):"]
    for row in rows {
      let (a, b) = (Self.facts(row.a), Self.facts(row.b))
      out.append(
        "  \(row.component) released at \(ReportHTML.seconds(row.time)) s: target \(a.target) | \(b.target); settles in \(a.settle) | \(b.settle); overshoot \(a.overshoot) | \(b.overshoot)")
    }
    return out
  }

  /// The report's section: the first difference and a row per release.
  func section(difference: [String]) -> String {
    var s = "<section id=\"compare\"><h2>A and B, driven by the same hand</h2>\n<pre class=\"difference\">"
    s += ReportHTML.escape(difference.joined(separator: "\n")) + "</pre>\n"
    s += "<table class=\"releases\"><thead><tr><th>release</th><th>t (s)</th><th>target A</th><th>target B</th><th>settles A</th><th>settles B</th><th>overshoot A</th><th>overshoot B</th></tr></thead><tbody>\n"
    for row in rows {
      let (a, b) = (Self.facts(row.a), Self.facts(row.b))
      let cells = [row.component, ReportHTML.seconds(row.time), a.target, b.target, a.settle, b.settle, a.overshoot, b.overshoot]
      s += "<tr>" + cells.map { "<td>\(ReportHTML.escape($0))</td>" }.joined() + "</tr>\n"
    }
    if rows.isEmpty { s += "<tr><td colspan=\"8\">No release in either run.</td></tr>\n" }
    return s + "</tbody></table></section>\n"
  }
}
