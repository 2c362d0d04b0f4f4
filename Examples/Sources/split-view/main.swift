import ExampleKit

ExampleMain.run("split-view", splitViewExample)
