import ExampleKit

ExampleMain.run("modal-coordinator", modalCoordinatorExample)
