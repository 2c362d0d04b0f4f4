import PanelCore
import PanelRender
let scene = Scene(config: DemoScene.config)
let r = Rasterizer()
let bm = r.render(scene.render(), scale: 1)!
try bm.writePNG(to: "/tmp/snap.png")
