"""The Underworld generator: Appendix E's procedure, step by step (pp. 329–342)."""
