#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261204T093607Z/r4-none/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261204T093607Z/r4-none/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261204T093607Z/r4-none/dmesg
