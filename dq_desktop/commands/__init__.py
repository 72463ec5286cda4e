"""The command line's subcommands; each prints and returns an exit status."""
