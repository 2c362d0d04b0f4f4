import ExampleKit

ExampleMain.run("multi-panel", multiPanelExample)
