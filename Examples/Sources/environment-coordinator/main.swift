import ExampleKit

ExampleMain.run("environment-coordinator", environmentCoordinatorExample)
