#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261204T095058Z/r2-none/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261204T095058Z/r2-none/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261204T095058Z/r2-none/dmesg
