rootProject.name = "inventory"
include("app")
