#!/usr/bin/python3
"""Opens a PanelLab report in Debian's headless Chromium (through chromium-driver and Selenium)
with the network turned off, and checks it against the trace of the same replay.

    tools/check-report.py REPORT.html TRACE
    tools/check-report.py REPORT.html --measure

Prints one line per check and exits 1 at the first failure (2 for bad arguments). With
--measure it prints the page's first paint and load times as JSON instead of checking.
"""
import json
import math
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def ok(message):
    print("ok: " + message, flush=True)


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,1100", "--autoplay-policy=no-user-gesture-required", "--mute-audio"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    # No network at all: the page must hold everything it shows.
    driver.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
    return driver


def read_trace(path):
    frames, events = [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            value = json.loads(line)
            (frames if value["kind"] == "frame" else events).append(value)
    return frames, events


def seek(driver, frame, fps):
    """Seeks to the middle of `frame`, as a person dragging the scrubber would land, and waits."""
    driver.execute_async_script(
        """const [t, done] = arguments; const v = document.getElementById('video');
           const finish = () => requestAnimationFrame(() => requestAnimationFrame(done));
           if (Math.abs(v.currentTime - t) < 1e-9) { finish(); return; }
           v.addEventListener('seeked', finish, {once: true}); v.pause(); v.currentTime = t;""",
        (frame + 0.5) / fps)


def past_rows(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#rows tbody tr.past')).map(r => Number(r.dataset.i));")


def readout(driver, title):
    """The values a plot's readout shows now, by series name."""
    return driver.execute_script(
        """const t = arguments[0];
           const fig = Array.from(document.querySelectorAll('figure.plot-box')).find(f => f.querySelector('figcaption').textContent.startsWith(t + ' '));
           if (!fig) return null;
           const out = {};
           fig.querySelectorAll('.value').forEach(v => { out[v.querySelector('b').textContent] = v.querySelector('.number').textContent; });
           return out;""", title)


def expect_value(shown, name, want, what):
    if shown is None or name not in shown:
        fail(f"{what}: no readout for {name} (readout {shown})")
    text = shown[name]
    if want is None:
        if text != "–":
            fail(f"{what}: {name} shows {text}, the trace has none")
        return
    if float(text) != float(want):
        fail(f"{what}: {name} shows {text}, the trace has {want!r}")


def measure(path):
    driver = browser()
    start = time.time()
    driver.get("file://" + path)
    paint = driver.execute_script(
        "return performance.getEntriesByType('paint').map(e => [e.name, e.startTime]);")
    loaded = driver.execute_script(
        "const n = performance.getEntriesByType('navigation')[0]; return [n.domContentLoadedEventEnd, n.loadEventEnd];")
    print(json.dumps({"paint_ms": dict(paint), "dom_content_loaded_ms": loaded[0], "load_ms": loaded[1],
                      "wall_s": round(time.time() - start, 3)}))
    driver.quit()


def check(path, trace_path):
    frames, events = read_trace(trace_path)
    driver = browser()
    try:
        driver.get("file://" + path)
        # The page loads with no console errors.
        severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if severe:
            fail("console errors: " + "; ".join(e["message"] for e in severe))
        ok("loaded with the network off and no console errors")
        resources = driver.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name);")
        outside = [r for r in resources if not r.startswith(("blob:", "data:", "file:"))]
        if outside:
            fail("the page fetched " + ", ".join(outside))
        ok(f"fetched nothing from outside ({len(resources)} resources, all blob:, data: or file:)")

        data = json.loads(driver.execute_script("return document.getElementById('data').textContent;"))
        fps = data["fps"]
        support = driver.execute_script("return document.getElementById('video').canPlayType(arguments[0]);", data["videoType"])
        if support == "":
            fail(f"the browser cannot play {data['videoType']}")
        ok(f"canPlayType({data['videoType']}) is {support!r}")

        # The trace's frames are the page's frames, in order.
        if [f["t_us"] for f in frames] != data["frameTimes"]:
            fail(f"the page's frame times differ from the trace's ({len(data['frameTimes'])} vs {len(frames)} frames)")
        ok(f"{len(frames)} frames on the trace's grid")
        rows = driver.execute_script(
            "return Array.from(document.querySelectorAll('#rows tbody tr')).map(r => [Number(r.dataset.t), r.children[2].textContent]);")
        if rows != [[e["t_us"], e["name"]] for e in events]:
            fail(f"the log's rows are not the trace's events ({len(rows)} rows, {len(events)} events)")
        ok(f"the log holds the trace's {len(events)} events, in the page as loaded")

        # The video plays.
        state = driver.execute_async_script(
            """const done = arguments[0]; const v = document.getElementById('video');
               const started = performance.now();
               v.play().then(() => {
                 const wait = () => { if (v.currentTime > 0.3 || performance.now() - started > 8000) { v.pause(); done([v.currentTime, v.videoWidth, v.videoHeight, v.error && v.error.code]); } else setTimeout(wait, 50); };
                 wait();
               }, e => done(['play() failed: ' + e, 0, 0, null]));""")
        if not isinstance(state[0], (int, float)) or state[0] <= 0.3 or state[1] == 0:
            fail(f"the video did not play: {state}")
        ok(f"the video plays ({state[1]}x{state[2]}, reached {state[0]:.2f} s)")

        # Seeking to a frame marks exactly the events at or before its time; the plots' values
        # at the playhead are the trace's at that frame.
        position_plots = [p["title"] for p in data["plots"] if p["title"].endswith(": position") and p["title"].startswith("panel ")]
        picks = sorted({0, len(frames) // 3, len(frames) // 2, (2 * len(frames)) // 3, len(frames) - 1})
        for k in picks:
            seek(driver, k, fps)
            t = frames[k]["t_us"]
            want = [i for i, e in enumerate(events) if e["t_us"] <= t]
            got = past_rows(driver)
            if got != want:
                fail(f"at frame {k} (t_us {t}) rows {got[:5]}… are marked, the trace has {len(want)} events at or before it")
            frame = frames[k]
            for panel in frame["panels"]:
                title = f"panel {panel['id']}: position"
                if title in position_plots:
                    expect_value(readout(driver, title), "position", panel["position"], f"frame {k}")
            if frame.get("feed"):
                expect_value(readout(driver, "feed: offset"), "contentOffset", frame["feed"]["contentOffset"], f"frame {k}")
            for split in frame.get("splits", []):
                expect_value(readout(driver, "splits: position"), split["id"], split["position"], f"frame {k}")
            if frame.get("sheet"):
                expect_value(readout(driver, "sheet: progress"), "progress", frame["sheet"]["progress"], f"frame {k}")
        ok(f"seeking to frames {picks} marks exactly the events at or before each, and the plots show the trace's values")

        # A click on a row seeks to the first frame that shows its event.
        clicked = 0
        for i in sorted({0, len(events) // 2, len(events) - 1}) if events else []:
            row = driver.find_elements(By.CSS_SELECTOR, "#rows tbody tr")[i]
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", row)
            row.click()
            time.sleep(0.05)
            driver.execute_async_script(
                "const done = arguments[0]; const v = document.getElementById('video'); if (!v.seeking) done(); else v.addEventListener('seeked', () => done(), {once: true});")
            e = events[i]
            expected = next((k for k, f in enumerate(frames) if f["t_us"] >= e["t_us"]), len(frames) - 1)
            now = driver.execute_script("const v = document.getElementById('video'); return [v.currentTime, v.paused];")
            if math.floor(now[0] * fps + 1e-6) != expected or not now[1]:
                fail(f"a click on row {i} (t_us {e['t_us']}) went to {now[0]} s, not frame {expected}, or did not pause")
            clicked += 1
        ok(f"a click on a row seeks to its first frame and pauses ({clicked} rows)")

        # The arrow keys step one frame.
        seek(driver, 1, fps)
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        stepped = driver.execute_script("return window.panellabReport.frameAt(document.getElementById('video').currentTime);")
        if stepped != 2:
            fail(f"→ from frame 1 went to frame {stepped}")
        ok("→ steps one frame")

        # Hovering a plot shows the values at the frame under the pointer.
        if position_plots:
            title = position_plots[0]
            svg = driver.execute_script(
                "return Array.from(document.querySelectorAll('figure.plot-box')).find(f => f.querySelector('figcaption').textContent.startsWith(arguments[0] + ' ')).querySelector('svg');", title)
            box = driver.execute_script("const b = arguments[0].getBoundingClientRect(); return [b.width, b.height];", svg)
            k = len(frames) // 4
            left, span = 64.0, 1000.0 - 64.0 - 8.0
            x = (left + span * k / max(1, len(frames) - 1)) / 1000.0 * box[0]
            ActionChains(driver).move_to_element_with_offset(svg, int(round(x - box[0] / 2)), 0).perform()
            shown_frame = driver.execute_script("return document.getElementById('clock').textContent;")
            hovered = int(shown_frame.split("frame ")[1].split(" ")[0])
            pid = title[len("panel "):-len(": position")]
            panel = next(p for p in frames[hovered]["panels"] if p["id"] == pid)
            # The pointer lands on a whole CSS pixel, which may hold more than one frame.
            if abs(hovered - k) > 1 + math.ceil(len(frames) / (box[0] * span / 1000.0)):
                fail(f"hovering frame {k} shows frame {hovered}")
            expect_value(readout(driver, title), "position", panel["position"], f"hover at frame {hovered}")
            ok(f"hovering the plot at frame {hovered} shows its value")

        # A link to a moment opens there.
        k = len(frames) // 2
        driver.get("about:blank")
        driver.get("file://" + path + f"#frame={k}")
        driver.execute_async_script(
            "const done = arguments[0]; const v = document.getElementById('video'); const wait = () => v.readyState >= 1 && !v.seeking ? done() : setTimeout(wait, 20); wait();")
        opened = driver.execute_script("return [window.panellabReport.shownFrame(), window.panellabReport.frameAt(document.getElementById('video').currentTime)];")
        if opened != [k, k]:
            fail(f"#frame={k} opened at {opened}")
        ok(f"#frame={k} opens at frame {k}")

        severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if severe:
            fail("console errors while used: " + "; ".join(e["message"] for e in severe))
        ok("no console errors while used")
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[2] == "--measure":
        measure(sys.argv[1])
    elif len(sys.argv) == 3:
        check(sys.argv[1], sys.argv[2])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
