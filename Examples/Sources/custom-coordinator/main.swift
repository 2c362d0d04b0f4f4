import ExampleKit

ExampleMain.run("custom-coordinator", customCoordinatorExample, window: customCoordinatorSetup)
