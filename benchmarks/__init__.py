"""Speed figures printed by `make bench`; benchmarks are figures, not tests."""
