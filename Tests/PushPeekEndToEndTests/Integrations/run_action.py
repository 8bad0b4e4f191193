"""Runs a composite GitHub Action's steps as the Actions runner does, for tests where `act` is
not available: each `run:` step in order with `bash --noprofile --norc -eo pipefail`, its `env:`
evaluated (only `${{ inputs.NAME }}`, `${{ github.action_path }}` and
`${{ steps.ID.outputs.NAME }}`; anything else is an error), GITHUB_OUTPUT and GITHUB_PATH honoured,
stopping at the first failing step.

Usage: run_action.py ACTION_DIR WORKSPACE NAME=VALUE...   (the inputs)
Prints the steps' output, then one line `@@ {json}` with each step's status and the action's outputs;
exits with the first failing step's status (0 when all pass).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def evaluate(text, context):
    def value(match):
        name = match.group(1)
        if name not in context:
            raise SystemExit(f"run_action.py: unsupported expression ${{{{ {name} }}}}")
        return context[name]
    return EXPRESSION.sub(value, str(text))


def main():
    action_dir, workspace = sys.argv[1], sys.argv[2]
    given = dict(argument.split("=", 1) for argument in sys.argv[3:])
    with open(os.path.join(action_dir, "action.yml")) as file:
        action = yaml.safe_load(file)
    assert action["runs"]["using"] == "composite", "not a composite action"
    unknown = set(given) - set(action.get("inputs", {}))
    if unknown:
        raise SystemExit(f"run_action.py: the action has no input {sorted(unknown)}")
    context = {"github.action_path": os.path.abspath(action_dir)}
    for name, spec in action.get("inputs", {}).items():
        context[f"inputs.{name}"] = given.get(name, str(spec.get("default", "")))
    statuses = []
    path = os.environ.get("PATH", "")
    for index, step in enumerate(action["runs"]["steps"]):
        assert "run" in step, f"step {index} is not a run step"
        assert step.get("shell") == "bash", f"step {index}: shell {step.get('shell')}"
        with tempfile.TemporaryDirectory() as scratch:
            output_file = os.path.join(scratch, "output")
            path_file = os.path.join(scratch, "path")
            script = os.path.join(scratch, "step.sh")
            open(output_file, "w").close()
            open(path_file, "w").close()
            with open(script, "w") as file:
                file.write(step["run"])
            environment = dict(os.environ, PATH=path, GITHUB_OUTPUT=output_file, GITHUB_PATH=path_file,
                               GITHUB_WORKSPACE=workspace, GITHUB_ACTION_PATH=context["github.action_path"])
            for name, value in step.get("env", {}).items():
                environment[name] = evaluate(value, context)
            sys.stdout.flush()
            status = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                                    cwd=workspace, env=environment).returncode
            statuses.append({"name": step.get("name", ""), "status": status})
            with open(output_file) as file:
                for line in file.read().splitlines():
                    if "=" in line and "id" in step:
                        name, value = line.split("=", 1)
                        context[f"steps.{step['id']}.outputs.{name}"] = value
            with open(path_file) as file:
                for line in file.read().splitlines():
                    path = line + os.pathsep + path
        if status != 0:
            break
    outputs = {}
    if all(entry["status"] == 0 for entry in statuses):
        outputs = {name: evaluate(spec["value"], context) for name, spec in action.get("outputs", {}).items()}
    print("@@ " + json.dumps({"steps": statuses, "outputs": outputs}))
    failing = [entry["status"] for entry in statuses if entry["status"] != 0]
    sys.exit(failing[0] if failing else 0)


main()
