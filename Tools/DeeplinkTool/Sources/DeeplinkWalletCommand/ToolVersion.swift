// Written by `workspace version` from Workspace.json; `workspace check` compares the two.
let toolVersion = "0.1.0"
