import Foundation
import PanelCore

/// Replays `text` headless as `panellab replay` does and returns the panels at the end.
func replayedPanels(_ text: String) throws -> [PanelModel] {
  let recording = try Recording.parse(text)
  // As `panellab replay` picks it: the scene's own scale.
  var replayer = try Replayer(recording, fps: 60, scale: try SceneConfig(json: recording.scene).scale ?? 1)
  while try replayer.next() != nil {}
  return replayer.scene.components(PanelModel.self)
}
