let toolVersion = "0.1.0"
